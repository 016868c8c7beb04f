// The server's HTTP API and the table's WebSocket.

export async function api(path, { method = "GET", body } = {}) {
  const response = await fetch(path, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "same-origin",
  });
  const data = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(data.error || `HTTP ${response.status}`);
  return data;
}

/** Keeps a WebSocket to a table open (reconnecting), calling onMessage with each message. */
export function connectTable(tableId, { token, spectate, onMessage, onStatus }) {
  let socket = null;
  let closed = false;
  let delay = 250;
  const params = new URLSearchParams();
  if (token) params.set("token", token);
  if (spectate) params.set("spectate", "1");
  const proto = location.protocol === "https:" ? "wss" : "ws";
  const url = `${proto}://${location.host}/ws/tables/${tableId}?${params}`;

  function open() {
    socket = new WebSocket(url);
    socket.onopen = () => {
      delay = 250;
      onStatus?.("open");
    };
    socket.onmessage = (event) => onMessage(JSON.parse(event.data));
    socket.onclose = (event) => {
      onStatus?.(event.code >= 4000 ? `refused: ${event.reason}` : "closed");
      if (!closed && event.code < 4000) {
        setTimeout(open, delay);
        delay = Math.min(delay * 2, 5000);
      }
    };
  }
  open();
  return {
    send(message) {
      if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
    },
    close() {
      closed = true;
      socket?.close();
    },
  };
}
