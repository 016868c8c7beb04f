import{m as o,p as r}from"./chunk-6GWFG24I.js";function n({msg:d,send:e}){return o(r,{msg:d,send:e})}export{n as default};
