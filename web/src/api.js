// The server's HTTP API and the table's WebSocket.

/** A call to the HTTP API; ``token`` (a seat token from the page's address) goes as a header. */
export async function api(path, { method = "GET", body, token } = {}) {
  const headers = body === undefined ? {} : { "Content-Type": "application/json" };
  if (token) headers["X-Seat-Token"] = token;
  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "same-origin",
  });
  const data = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(data.error || `HTTP ${response.status}`);
  return data;
}

/** A link the server wrote, made a link on this page's own origin (its path, query and
 * fragment). The server writes its public address into links, for a friend to be sent; this
 * browser may have come by another name for the same server (localhost for 127.0.0.1, a
 * forwarded port), and following the link there would leave behind its guest, language and
 * settings, which are kept per origin. */
export function here(url) {
  if (!url) return url; // no link: none made
  const link = new URL(url, location.href);
  return link.pathname + link.search + link.hash;
}

/** Go to a page of this server by a link it wrote (see :func:`here`). */
export function go(url) {
  location.href = here(url);
}

/** To your seat at a table just made (``POST /api/tables``' answer): its invite link, which
 * seats you, else the table. */
export function goToSeat(table) {
  const mine = table.seats.find((s) => s.invite);
  go(mine ? mine.invite : `/table/${table.id}`);
}

/** A message with a patch's ops applied ([path] removes, [path, value] sets), sharing the
 * parts they do not touch: see gametable/server/tables/patches.py. */
export function applyPatch(message, ops) {
  const set = (node, path, i, op) => {
    const copy = Array.isArray(node) ? node.slice() : { ...node };
    const key = path[i];
    if (i < path.length - 1) copy[key] = set(node[key], path, i + 1, op);
    else if (op.length > 1) copy[key] = op[1];
    else delete copy[key];
    return copy;
  };
  let data = message;
  for (const op of ops) data = op[0].length ? set(data, op[0], 0, op) : op[1];
  return data;
}

/** The server's clock minus this one, in ms, from the socket's last "time" answer. */
let serverOffset = 0;

/** The server's time now, in seconds: clocks' deadlines are in the server's time. */
export function serverNow() {
  return (Date.now() + serverOffset) / 1000;
}

/** The close code of a table that moved to another server process (or one that is stopping):
 * open the socket again at once, the proxy sends it to the table's new owner. */
const CLOSE_MOVED = 4307;

/** Keeps a WebSocket to ``url`` open, opening it again after a close (waiting ``delay`` ms,
 * doubled each time up to 5 s; at once after CLOSE_MOVED on a socket that had served) until
 * ``close()`` or another close code of 4000 and over (refused: onStatus gets "refused:
 * <reason>"). ``onOpen(socket)`` and ``onMessage(event, socket)`` see each socket; ``send``
 * answers false when it is not open (nothing sent). */
function keepOpen(url, firstDelay, { onOpen, onMessage, onStatus }) {
  let socket = null;
  let closed = false;
  let delay = firstDelay;
  function open() {
    const current = new WebSocket(url);
    let served = false; // a message came: a move away is news, not a refusal over and over
    socket = current;
    current.onopen = () => {
      delay = firstDelay;
      onOpen?.(current);
      onStatus?.("open");
    };
    current.onmessage = (event) => {
      served = true;
      onMessage(event, current);
    };
    current.onclose = (event) => {
      const moved = event.code === CLOSE_MOVED;
      onStatus?.(event.code >= 4000 && !moved ? `refused: ${event.reason}` : "closed");
      if (closed) return;
      if (moved && served) {
        setTimeout(open, 0); // another process serves the table now: straight there
      } else if (event.code < 4000 || moved) {
        setTimeout(open, delay);
        delay = Math.min(delay * 2, 5000);
      }
    };
  }
  open();
  return {
    send(message) {
      if (!socket || socket.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify(message));
      return true;
    },
    close() {
      closed = true;
      socket?.close();
    },
  };
}

function socketUrl(path) {
  const proto = location.protocol === "https:" ? "wss" : "ws";
  return `${proto}://${location.host}${path}`;
}

/** Keeps a WebSocket to a table open (reconnecting), calling onMessage with each message.
 * The server sends a whole "state" message first, then "patch" messages (what changed);
 * they are applied here, so onMessage always gets whole "state" messages. */
export function connectTable(tableId, { token, spectate, social, onMessage, onStatus }) {
  const params = new URLSearchParams();
  if (token) params.set("token", token);
  if (spectate) params.set("spectate", "1");
  params.set("patch", "1");
  if (social) params.set("social", "1"); // chat and rematch messages too
  let last = null; // the latest whole state message
  let asked = 0;
  return keepOpen(socketUrl(`/ws/tables/${tableId}?${params}`), 250, {
    onStatus,
    onOpen(socket) {
      last = null;
      asked = Date.now();
      socket.send(JSON.stringify({ type: "time" })); // for counting clocks down in its time
    },
    onMessage(event, socket) {
      const m = JSON.parse(event.data);
      if (m.type === "time") {
        serverOffset = m.now * 1000 - (asked + Date.now()) / 2;
        return;
      }
      if (m.type === "state") last = m;
      else if (m.type === "patch") {
        if (!last || m.from !== last.v) {
          socket.send(JSON.stringify({ type: "state" })); // lost the base: ask for it whole
          return;
        }
        last = { ...applyPatch(last, m.ops), v: m.v };
        onMessage(last);
        return;
      }
      onMessage(m);
    },
  });
}

/** Keeps the quick-play queue's WebSocket open (reconnecting until closed), calling
 * onMessage with each message; ``send`` answers false when it is not open. */
export function connectQueue({ onMessage, onStatus }) {
  return keepOpen(socketUrl("/ws/queue"), 500, {
    onStatus,
    onMessage: (event) => onMessage(JSON.parse(event.data)),
  });
}
