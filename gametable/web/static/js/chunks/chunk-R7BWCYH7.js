function t(n){if(n)return e=>{(e.key==="Enter"||e.key===" ")&&(e.preventDefault(),n())}}export{t as a};
