// The climbing game: the pyramid in 3-D (three.js), turned with the mouse; reach highlighted;
// point at a cube by clicking it, turn it with the arrow buttons. Pending choices stay hidden.
import * as THREE from "three";
import { OrbitControls } from "three/examples/jsm/controls/OrbitControls.js";
import { useEffect, useRef, useState } from "preact/hooks";
import { t } from "../i18n.js";
import { seatName } from "../table.jsx";

export const PLAYER_COLOURS = ["#e4572e", "#2e86de", "#16a34a", "#a855f7", "#f59e0b", "#0891b2"];
const FACE_NORMAL = { N: [0, 1, 0], S: [0, -1, 0], E: [1, 0, 0], W: [-1, 0, 0], U: [0, 0, 1], D: [0, 0, -1] };

// game coordinates (x east, y north, z up; half cube edges) → three.js (y up), centred
const P = ([x, y, z]) => new THREE.Vector3(x - 3, z, -(y - 3));

function placePoint(view, place) {
  const cube = view.cubes[Number(place.slice(0, -1))];
  const [ox, oy] = cube.origin;
  const face = place.slice(-1);
  const at = { S: [ox + 1, oy, 0], N: [ox + 1, oy + 2, 0], E: [ox + 2, oy + 1, 0], W: [ox, oy + 1, 0] }[face];
  return { at, face };
}

function webglOk() {
  try {
    const c = document.createElement("canvas");
    return !!(c.getContext("webgl2") || c.getContext("webgl"));
  } catch {
    return false;
  }
}

/** Builds and updates the three.js scene; returns handles for picking. */
function makeScene(canvas) {
  const renderer = new THREE.WebGLRenderer({ canvas, antialias: true, alpha: true, preserveDrawingBuffer: true });
  renderer.setClearColor(0x000000, 0);
  renderer.setPixelRatio(Math.min(2, window.devicePixelRatio || 1));
  const scene = new THREE.Scene();
  const camera = new THREE.PerspectiveCamera(40, 1, 0.1, 200);
  camera.position.set(10, 10, 12);
  const controls = new OrbitControls(camera, canvas);
  controls.target.set(0, 2, 0);
  controls.enableDamping = true;
  controls.minDistance = 6;
  controls.maxDistance = 40;
  controls.maxPolarAngle = Math.PI * 0.49;
  scene.add(new THREE.AmbientLight(0xffffff, 1.6));
  const sun = new THREE.DirectionalLight(0xffffff, 1.4);
  sun.position.set(5, 12, 7);
  scene.add(sun);
  const table = new THREE.Mesh(
    new THREE.CircleGeometry(6.5, 48),
    new THREE.MeshStandardMaterial({ color: 0xcfc6b4, roughness: 1 }),
  );
  table.rotation.x = -Math.PI / 2;
  table.position.y = -0.01;
  scene.add(table);
  const content = new THREE.Group();
  scene.add(content);
  let frame = 0;
  const resize = () => {
    const w = canvas.clientWidth;
    const h = canvas.clientHeight;
    if (canvas.width !== Math.floor(w * renderer.getPixelRatio())) {
      renderer.setSize(w, h, false);
      camera.aspect = w / h;
      camera.updateProjectionMatrix();
    }
  };
  const loop = () => {
    frame = requestAnimationFrame(loop);
    resize();
    controls.update();
    renderer.render(scene, camera);
  };
  loop();
  return {
    scene,
    camera,
    content,
    renderer,
    dispose() {
      cancelAnimationFrame(frame);
      controls.dispose();
      renderer.dispose();
    },
  };
}

const MAT = {
  black: new THREE.MeshStandardMaterial({ color: 0x1d1d1f, roughness: 0.7, side: THREE.DoubleSide }),
  white: new THREE.MeshStandardMaterial({ color: 0xf4f1ea, roughness: 0.8, side: THREE.DoubleSide }),
  blackHot: new THREE.MeshStandardMaterial({ color: 0x3a3200, emissive: 0x4a3c00, side: THREE.DoubleSide }),
  whiteHot: new THREE.MeshStandardMaterial({ color: 0xfff2a8, emissive: 0x332800, side: THREE.DoubleSide }),
};

function fillScene(handles, view, clickable, mySeat) {
  const { content } = handles;
  for (const child of [...content.children]) {
    content.remove(child);
    child.traverse?.((o) => o.geometry?.dispose());
  }
  const pick = [];
  for (const cube of view.cubes) {
    if (!cube.visible) continue;
    const hot = clickable.has(String(cube.id));
    const group = new THREE.Group();
    group.userData.cube = cube.id;
    for (const sq of cube.squares) {
      const c = sq.corners.map(P);
      // shrink a little towards the centre so the quadrant grid shows as thin gaps
      const mid = c.reduce((a, b) => a.clone().add(b)).multiplyScalar(0.25);
      const pts = c.map((p) => p.clone().lerp(mid, 0.04));
      const g = new THREE.BufferGeometry().setFromPoints([pts[0], pts[1], pts[2], pts[0], pts[2], pts[3]]);
      g.computeVertexNormals();
      const mat = sq.black ? (hot ? MAT.blackHot : MAT.black) : hot ? MAT.whiteHot : MAT.white;
      const mesh = new THREE.Mesh(g, mat);
      mesh.userData.cube = cube.id;
      group.add(mesh);
      pick.push(mesh);
    }
    // the cube's outline: gold when it can be pointed at, red when banned
    const [ox, oy, oz] = cube.origin;
    const box = new THREE.Box3(P([ox, oy + 2, oz]), P([ox + 2, oy, oz + 2]));
    const helper = new THREE.Box3Helper(box, hot ? 0xffb400 : view.banned.includes(cube.id) ? 0xd12f2f : 0x77716a);
    group.add(helper);
    content.add(group);
  }
  // reach: each player's boundary segments as coloured tubes
  for (const path of view.paths) {
    const colour = new THREE.Color(PLAYER_COLOURS[path.seat % PLAYER_COLOURS.length]);
    const mat = new THREE.MeshStandardMaterial({ color: colour, emissive: colour, emissiveIntensity: 0.35 });
    const radius = path.seat === mySeat ? 0.075 : 0.055;
    for (const [a, b] of path.segments) {
      const pa = P(a);
      const pb = P(b);
      const len = pa.distanceTo(pb);
      const geo = new THREE.CylinderGeometry(radius, radius, len, 6);
      const mesh = new THREE.Mesh(geo, mat);
      mesh.position.copy(pa.clone().add(pb).multiplyScalar(0.5));
      mesh.quaternion.setFromUnitVectors(new THREE.Vector3(0, 1, 0), pb.clone().sub(pa).normalize());
      content.add(mesh);
    }
  }
  // pawns
  for (const pawn of view.pawns) {
    if (!pawn.point) continue;
    const colour = PLAYER_COLOURS[pawn.seat % PLAYER_COLOURS.length];
    const n = FACE_NORMAL[pawn.face];
    const at = P([pawn.point[0] + n[0] * 0.35, pawn.point[1] + n[1] * 0.35, 0]);
    const body = new THREE.Mesh(
      new THREE.ConeGeometry(0.28, 0.8, 20),
      new THREE.MeshStandardMaterial({ color: colour, roughness: 0.4 }),
    );
    body.position.copy(at).add(new THREE.Vector3(0, 0.4, 0));
    const head = new THREE.Mesh(
      new THREE.SphereGeometry(0.2, 20, 12),
      new THREE.MeshStandardMaterial({ color: colour, roughness: 0.4 }),
    );
    head.position.copy(at).add(new THREE.Vector3(0, 0.9, 0));
    content.add(body, head);
  }
  // pawn places to choose at the start
  for (const place of clickable) {
    if (!/^\d+[NESW]$/.test(place)) continue;
    const { at, face } = placePoint(view, place);
    const n = FACE_NORMAL[face];
    const marker = new THREE.Mesh(
      new THREE.SphereGeometry(0.22, 16, 10),
      new THREE.MeshStandardMaterial({ color: 0xffb400, emissive: 0x664400 }),
    );
    marker.position.copy(P([at[0] + n[0] * 0.3, at[1] + n[1] * 0.3, 0.2]));
    marker.userData.place = place;
    content.add(marker);
    pick.push(marker);
  }
  // goal
  const goal = new THREE.Mesh(
    new THREE.TorusGeometry(0.3, 0.06, 8, 24),
    new THREE.MeshStandardMaterial({ color: 0xffc400, emissive: 0x553300 }),
  );
  goal.position.copy(P(view.goal)).add(new THREE.Vector3(0, 0.05, 0));
  goal.rotation.x = Math.PI / 2;
  content.add(goal);
  return pick;
}

function Pyramid({ view, clickable, onPick, mySeat }) {
  const canvas = useRef(null);
  const handles = useRef(null);
  const pick = useRef([]);
  const [ok] = useState(webglOk);

  useEffect(() => {
    if (!ok) return undefined;
    handles.current = makeScene(canvas.current);
    return () => handles.current.dispose();
  }, [ok]);

  useEffect(() => {
    if (handles.current) pick.current = fillScene(handles.current, view, clickable, mySeat);
  }, [view, clickable, mySeat]);

  useEffect(() => {
    if (!ok) return undefined;
    const el = canvas.current;
    let down = null;
    const ray = new THREE.Raycaster();
    const onDown = (e) => {
      down = [e.clientX, e.clientY];
    };
    const onUp = (e) => {
      if (!down || Math.hypot(e.clientX - down[0], e.clientY - down[1]) > 5) return; // a drag turns the view
      const r = el.getBoundingClientRect();
      const v = new THREE.Vector2(((e.clientX - r.left) / r.width) * 2 - 1, -((e.clientY - r.top) / r.height) * 2 + 1);
      ray.setFromCamera(v, handles.current.camera);
      const hit = ray.intersectObjects(pick.current)[0];
      if (!hit) return;
      const data = hit.object.userData;
      onPick(data.place ?? String(data.cube));
    };
    // where a clickable cube or pawn place shows on screen (used by the browser tests to click it)
    el.screenOf = (move) => {
      const r = el.getBoundingClientRect();
      const cam = handles.current.camera;
      for (const mesh of pick.current) {
        const d = mesh.userData;
        if ((d.place ?? String(d.cube)) !== move) continue;
        mesh.geometry.computeBoundingSphere();
        const c = mesh.geometry.boundingSphere.center.clone().applyMatrix4(mesh.matrixWorld);
        const v = c.clone().project(cam);
        ray.setFromCamera(new THREE.Vector2(v.x, v.y), cam);
        const hit = ray.intersectObjects(pick.current)[0];
        if (hit && hit.object === mesh) {
          return [r.left + ((v.x + 1) / 2) * r.width, r.top + ((1 - v.y) / 2) * r.height];
        }
      }
      return null;
    };
    el.addEventListener("pointerdown", onDown);
    el.addEventListener("pointerup", onUp);
    return () => {
      el.removeEventListener("pointerdown", onDown);
      el.removeEventListener("pointerup", onUp);
    };
  }, [ok, onPick]);

  if (!ok) return <p class="muted">WebGL is not available in this browser; use the buttons.</p>;
  return <canvas ref={canvas} data-testid="pyramid" />;
}

const TURN_LABEL = { "x+": "x ↺", "x-": "x ↻", "y+": "y ↺", "y-": "y ↻", "z+": "z ↺", "z-": "z ↻" };

export default function ClimbingBoard({ msg, send, readOnly }) {
  const view = msg.view;
  const legal = readOnly ? [] : msg.legal;
  const me = msg.seat;
  const clickable = new Set(legal.filter((m) => /^\d+[NESW]?$/.test(m)));
  const turns = legal.filter((m) => /^[xyz][+-]$/.test(m));
  const points = legal.filter((m) => /^\d+$/.test(m));
  const places = legal.filter((m) => /^\d+[NESW]$/.test(m));
  const onPick = (move) => {
    if (clickable.has(move)) send(move);
  };
  const myPawn = me !== null ? view.pawns[me] : null;
  return (
    <div class="climb">
      <div class="climb-canvas">
        <Pyramid view={view} clickable={clickable} onPick={onPick} mySeat={me} />
        <span class="help">{t("dragToTurn")}</span>
      </div>
      <aside class="climb-side">
        <p>
          <b>{t("round", { n: view.round })}</b> / {view.max_rounds} · {view.phase}
          {view.layer ? ` · layer ${view.layer}` : ""}
        </p>
        <div class="legend">
          {view.pawns.map((p) => (
            <div data-player={p.seat}>
              <span class="swatch" style={{ background: PLAYER_COLOURS[p.seat % PLAYER_COLOURS.length] }} />{" "}
              {seatName(msg.seats, p.seat, me)} {p.place ? <code>{p.place}</code> : ""}
              {view.paths[p.seat]?.top ? ` ★ ${t("top")}` : ""}
              {!msg.over && view.submitted.includes(p.seat) && p.seat !== me && (
                <small class="muted"> · {t("pending")}</small>
              )}
              {view.pointed && view.pointed[p.seat] >= 0 && (
                <small> → {t("cube", { n: view.pointed[p.seat] })}</small>
              )}
            </div>
          ))}
        </div>
        {view.banned.length > 0 && (
          <p>
            {t("banned")}: {view.banned.join(", ")}
          </p>
        )}
        {view.my_choice && (
          <p>
            {t("you")}: <code>{view.my_choice}</code>
          </p>
        )}
        {places.length > 0 && (
          <>
            <h4>{t("chooseSeat")}</h4>
            <div class="cube-buttons">
              {places.map((m) => (
                <button type="button" data-move={m} onClick={() => send(m)}>
                  {m}
                </button>
              ))}
            </div>
          </>
        )}
        {points.length > 0 && (
          <>
            <h4>{t("point")}</h4>
            <div class="cube-buttons">
              {points.map((m) => (
                <button type="button" data-move={m} onClick={() => send(m)}>
                  {myPawn && String(myPawn.cube) === m ? `${m} (${t("own")})` : m}
                </button>
              ))}
            </div>
          </>
        )}
        {turns.length > 0 && (
          <>
            <h4>{t("turn")}</h4>
            <div class="turn-buttons">
              {turns.map((m) => (
                <button type="button" data-move={m} onClick={() => send(m)} title={t("axis", { axis: m[0] })}>
                  {TURN_LABEL[m] || m}
                </button>
              ))}
            </div>
          </>
        )}
        {view.turns?.length > 0 && (
          <p class="muted">
            {view.turns.map(([s, c, tr]) => `${seatName(msg.seats, s, me)}: ${c} ${tr}`).join(" · ")}
          </p>
        )}
      </aside>
    </div>
  );
}
