import { GenericBoard } from "../table.jsx";

export default function Board({ msg, send }) {
  return <GenericBoard msg={msg} send={send} />;
}
