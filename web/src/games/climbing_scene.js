// The climbing game's 3-D scene (three.js): the pyramid, paths, pawns, place markers, labels
// that follow the camera (cube ids, compass, pawns), highlighting, turn previews and animated
// quarter turns. The Preact board (climbing.jsx) owns the words and the controls.
import * as THREE from "three";
import { OrbitControls } from "three/examples/jsm/controls/OrbitControls.js";
import { reducedMotion } from "../motion.js";
import { sequenceTiming } from "./climbing_timing.js";

export const PLAYER_COLOURS = ["#e4572e", "#2e86de", "#16a34a", "#a855f7", "#f59e0b", "#0891b2"];

/** ``seat``'s colour among ``players`` as ``me`` sees it: your own pawn and path are always the
 * first colour (a rematch that seats you elsewhere does not repaint you), the others follow in
 * the order of play; a spectator (``me`` null) sees each seat's own. */
export function pawnColour(seat, me, players) {
  const i = me === null || me === undefined ? seat : (seat - me + players) % players;
  return PLAYER_COLOURS[i % PLAYER_COLOURS.length];
}
export const FACE_NORMAL = { N: [0, 1, 0], S: [0, -1, 0], E: [1, 0, 0], W: [-1, 0, 0], U: [0, 0, 1], D: [0, 0, -1] };
/** each face's right and up as a viewer outside it sees them (game coordinates; the order of a
 * face pattern's quadrants: top-left, top-right, bottom-left, bottom-right; cubes.py) */
const FACE_RIGHT = { U: [1, 0, 0], N: [-1, 0, 0], E: [0, 1, 0], S: [1, 0, 0], W: [0, -1, 0], D: [1, 0, 0] };
const FACE_UP = { U: [0, 1, 0], N: [0, 0, 1], E: [0, 0, 1], S: [0, 0, 1], W: [0, 0, 1], D: [0, -1, 0] };
const QUADRANT = [[-1, 1], [1, 1], [-1, -1], [1, -1]];

/** The four corners (game coordinates) of quadrant ``q`` of face ``face`` of the cube whose
 * centre is ``c``. */
function quadrantCorners(c, face, q) {
  const n = FACE_NORMAL[face];
  const r = FACE_RIGHT[face];
  const u = FACE_UP[face];
  const [a, b] = QUADRANT[q];
  const at = (dr, du) => [0, 1, 2].map((i) => c[i] + n[i] + r[i] * (a * 0.5 + dr) + u[i] * (b * 0.5 + du));
  return [at(-0.5, -0.5), at(0.5, -0.5), at(0.5, 0.5), at(-0.5, 0.5)];
}
const TURN_MS = 300;
/** the pulse of the halo round a cube that just turned (steady under reduced motion) */
const PULSE_MS = 600;
/** the halo's opacity steps (see the loop) */
const PULSE_STEP = 0.03;
/** how many times the halos beat before they glow steadily */
const PULSE_BEATS = 3;
const FLASH = 0xe0218a;
const HOT = 0xffb400;
const FOCUS = 0x0b63ce;
/** the outline and glow round a cube whose turn is previewed (drawn solid, its new faces) */
const PREVIEW = 0x7c3aed;
const EASE = (k) => (k < 0.5 ? 2 * k * k : 1 - (-2 * k + 2) ** 2 / 2);
/** The shortest turn (radians, 0 to π) between two angles round the table. */
const turnBetween = (a, b) => Math.abs(Math.atan2(Math.sin(a - b), Math.cos(a - b)));
const IDENTITY = new THREE.Quaternion();

// game coordinates (x east, y north, z up; half cube edges) → three.js (y up), centred
export const P = ([x, y, z]) => new THREE.Vector3(x - 3, z, -(y - 3));
// a turn's axis in three.js coordinates (the mapping above is a proper rotation, so the
// game's right-hand rule holds here too): game x → X, game y → -Z, game z → Y
const TURN_AXIS = { x: new THREE.Vector3(1, 0, 0), y: new THREE.Vector3(0, 0, -1), z: new THREE.Vector3(0, 1, 0) };

export function turnQuaternion(turn, fraction = 1) {
  const sign = turn[1] === "+" ? 1 : -1;
  return new THREE.Quaternion().setFromAxisAngle(TURN_AXIS[turn[0]], (sign * fraction * Math.PI) / 2);
}

/** The turn (e.g. "z+") a drag over a cube face asks for: the face follows the finger. */
export function turnFromDrag(normal, drag) {
  const axis = new THREE.Vector3().crossVectors(normal, drag);
  if (axis.lengthSq() < 1e-6) return null;
  const a = [Math.abs(axis.x), Math.abs(axis.y), Math.abs(axis.z)];
  if (a[0] >= a[1] && a[0] >= a[2]) return axis.x > 0 ? "x+" : "x-";
  if (a[1] >= a[2]) return axis.y > 0 ? "z+" : "z-";
  return axis.z > 0 ? "y-" : "y+";
}

export function webglOk() {
  try {
    const c = document.createElement("canvas");
    return !!(c.getContext("webgl2") || c.getContext("webgl"));
  } catch {
    return false;
  }
}

export function placePoint(cubeOrigin, face) {
  const [ox, oy] = cubeOrigin;
  return { S: [ox + 1, oy, 0], N: [ox + 1, oy + 2, 0], E: [ox + 2, oy + 1, 0], W: [ox, oy + 1, 0] }[face];
}

const MAT = {
  black: new THREE.MeshStandardMaterial({ color: 0x1d1d1f, roughness: 0.7, side: THREE.DoubleSide }),
  white: new THREE.MeshStandardMaterial({ color: 0xf4f1ea, roughness: 0.8, side: THREE.DoubleSide }),
  // a cube you may point at or turn keeps its black and white readable: a faint warmth and a
  // gold outline (its Box3Helper) say it, not a gold wash (a long path lit the whole pyramid)
  blackHot: new THREE.MeshStandardMaterial({ color: 0x1d1d1f, emissive: 0x2a2000, roughness: 0.7, side: THREE.DoubleSide }),
  whiteHot: new THREE.MeshStandardMaterial({ color: 0xf4f1ea, emissive: 0x140e00, roughness: 0.8, side: THREE.DoubleSide }),
  blackFocus: new THREE.MeshStandardMaterial({ color: 0x0b2a55, emissive: 0x0b3a80, side: THREE.DoubleSide }),
  whiteFocus: new THREE.MeshStandardMaterial({ color: 0xc9e0ff, emissive: 0x1a3a66, side: THREE.DoubleSide }),
};

/** The table's four sides in three.js coordinates (game y is north, see P). */
const SIDES = { N: new THREE.Vector3(0, 0, -1), E: new THREE.Vector3(1, 0, 0), S: new THREE.Vector3(0, 0, 1), W: new THREE.Vector3(-1, 0, 0) };
const GLIDE_MS = 600;

/** The scene on ``canvas`` with HTML labels in ``overlay``; returns its handle.
 * ``onCompass(angles)`` is told, whenever the view turns, the angle on screen (degrees,
 * clockwise from up) at which each side of the table lies, so that arrows beside the board
 * can point the way the board shows. */
export function createScene(canvas, overlay, { onCompass = null } = {}) {
  // smoothed edges (multisampling) only on a screen of under two pixels a point: a phone's
  // two or three already draw the edges fine, and there multisampling cost a third more of
  // the drawing's work for nothing to see (60 frames of turning the view at 390x844, twice
  // the pixels: 2.2-2.7 core-s of software drawing against 1.6-2.0 without)
  const antialias = (window.devicePixelRatio || 1) < 2;
  const renderer = new THREE.WebGLRenderer({ canvas, antialias, alpha: true, preserveDrawingBuffer: true });
  renderer.setClearColor(0x000000, 0);
  renderer.setPixelRatio(Math.min(2, window.devicePixelRatio || 1));
  const scene = new THREE.Scene();
  const camera = new THREE.PerspectiveCamera(40, 1, 0.1, 200);
  const controls = new OrbitControls(camera, canvas);
  controls.target.set(0, 1.2, 0);
  // no damping: a view that keeps gliding after the finger lifts makes the next tap miss
  controls.enableDamping = false;
  controls.enablePan = false;
  controls.minDistance = 7;
  controls.maxDistance = 40;
  controls.maxPolarAngle = Math.PI * 0.47;
  // a hand on the view takes it from a swing under way
  controls.addEventListener("start", () => {
    state.glide = null;
    state.beforeSwing = null; // the view is the person's now: it is not swung back
    wake();
  });
  scene.add(new THREE.AmbientLight(0xffffff, 1.6));
  const sun = new THREE.DirectionalLight(0xffffff, 1.4);
  sun.position.set(5, 12, 7);
  scene.add(sun);
  const table = new THREE.Mesh(new THREE.CircleGeometry(6.5, 48), new THREE.MeshStandardMaterial({ color: 0xcfc6b4, roughness: 1 }));
  table.rotation.x = -Math.PI / 2;
  table.position.y = -0.01;
  scene.add(table);
  const content = new THREE.Group();
  scene.add(content);
  // halos round the cubes that just turned (setFlash): outside ``content``, kept over redraws
  const halos = new THREE.Group();
  scene.add(halos);
  const haloMat = new THREE.MeshBasicMaterial({ color: FLASH, transparent: true, opacity: 0.28, depthWrite: false, side: THREE.BackSide });
  const previewGlowMat = new THREE.MeshBasicMaterial({ color: PREVIEW, transparent: true, opacity: 0.22, depthWrite: false, side: THREE.BackSide });

  const state = {
    cubes: new Map(), // id → {group, meshes, helper, hot, centre}
    markers: new Map(), // place → mesh
    pick: [],
    labels: [], // {el, pos: Vector3, cube?: id, always?: bool}
    highlight: null,
    preview: null, // {cube, turn, start, from}
    anims: [], // {group, from, to, start}
    faces: new Map(), // cube id → notation last drawn (to animate turns)
    pawnPlaces: new Map(), // seat → place last drawn (to animate a pawn arriving)
    drops: [], // {objs, start}: pawns arriving, lowered into place
    glide: null, // {from, to: Spherical, start}: the camera on its way to a new side
    beforeSwing: null, // Spherical: where the person had the view before a turn swung it
    sequence: null, // {steps: [{cube, turn, at}], swing, landed}: a round's turns playing
    paths: [], // the path tubes drawn (hidden while a round's turns play)
    dirty: true,
  };
  const ray = new THREE.Raycaster();

  function fit() {
    const w = canvas.clientWidth;
    const h = canvas.clientHeight;
    if (!w || !h) return;
    if (canvas.width !== Math.floor(w * renderer.getPixelRatio()) || canvas.height !== Math.floor(h * renderer.getPixelRatio())) {
      renderer.setSize(w, h, false);
      camera.aspect = w / h;
      // keep the whole table in sight on a narrow (portrait) canvas: widen the vertical angle
      const horizontal = 2 * Math.atan(Math.tan((20 * Math.PI) / 180) * Math.max(1, camera.aspect));
      camera.fov = Math.min(75, (2 * Math.atan(Math.tan(horizontal / 2) / camera.aspect) * 180) / Math.PI);
      camera.fov = Math.max(40, camera.fov);
      camera.updateProjectionMatrix();
      // a board that changed its shape (a phone's lower one while places are chosen) keeps
      // the top in sight
      const at = new THREE.Spherical().setFromVector3(camera.position.clone().sub(controls.target));
      if (!state.glide && at.radius > 0 && !topInSight(at)) moveCamera(at, false);
      redraw();
    }
  }

  /** The camera's usual height over the table (radians above it), and the steeper ones it
   * may look down from while pawn places are chosen, [elevation, distance × the usual]: from
   * the usual one no side showed every gold dot (4 offered, 3 seen on a phone; 5 and 3 on a
   * laptop), each 0.35 in front of a cube two high; from high up and further off all show. */
  const VIEW_ELEVATION = 0.62;
  const PLACE_VIEWS = [[VIEW_ELEVATION, 1], [0.85, 1], [1.05, 1], [1.25, 1], [1.25, 1.35], [1.45, 1.35]];

  /** Where the camera stands to look from behind ``normal`` (three.js direction outward from
   * the pawn), above: a Spherical about the target. */
  function viewFrom(normal, elevation = VIEW_ELEVATION) {
    const dir = normal ? normal.clone().setY(0).normalize() : new THREE.Vector3(0.45, 0, 1).normalize();
    // a little to the side, so the pawn's neighbours on the next face show too
    dir.applyAxisAngle(new THREE.Vector3(0, 1, 0), 0.35).normalize();
    // nearer on a phone's low board (the pyramid was about 230 px wide there, its thin path
    // hard to follow); the top is kept in sight all the same (moveCamera)
    const dist = canvas.clientHeight && canvas.clientHeight < 400 ? 13 : 15;
    const to = new THREE.Vector3().addScaledVector(dir, dist * Math.cos(elevation));
    to.y += dist * Math.sin(elevation);
    return new THREE.Spherical().setFromVector3(to);
  }

  /** Puts the camera behind ``normal`` (see viewFrom); ``glide``: on its way there (a quick
   * swing round the table) rather than at once. */
  function lookFrom(normal, glide = false) {
    moveCamera(viewFrom(normal), glide);
  }

  /** Swings the camera round to the side that shows the most of the pawn places ``moves``
   * ("0S"…), ``prefer`` (one of them: the hint's) among them whatever else (the gold dots
   * were all on faces turned away, and a newcomer had to find them by dragging the view);
   * ``glide`` as in moveCamera. Returns the places then in sight. */
  function showPlaces(moves, prefer = null, glide = false) {
    const markers = moves.map((m) => state.markers.get(m)).filter(Boolean);
    if (!markers.length) return [];
    scene.updateMatrixWorld();
    // every dot first, then the lowest view that shows them (the pyramid seen in 3-D), then
    // the nearest turn round
    const best = bestView(PLACE_VIEWS, (high, turn) => {
      const seen = markers.filter((m) => centreSeen(m)).length;
      const wanted = !prefer || !state.markers.has(prefer) || !!centreSeen(state.markers.get(prefer));
      return (wanted ? 1000 : 0) + seen * 10 - high * 2 - turn / 10;
    });
    moveCamera(best, glide);
    return placesInSight(moves);
  }

  /** Of sixteen views round the table at each ``[elevation, distance × the usual]`` of
   * ``rings``, the one ``score(ring, turn)`` rates highest, asked with the camera there
   * (``turn``: radians round from where it stands); the camera is left where it stood. */
  function bestView(rings, score) {
    const saved = camera.position.clone();
    const now = new THREE.Spherical().setFromVector3(saved.clone().sub(controls.target));
    let best = null;
    rings.forEach(([elevation, further], ring) => {
      for (let k = 0; k < 16; k += 1) {
        const angle = (k * Math.PI) / 8;
        const at = fitTop(viewFrom(new THREE.Vector3(Math.sin(angle), 0, Math.cos(angle)), elevation));
        at.radius = Math.min(controls.maxDistance, at.radius * further);
        camera.position.setFromSpherical(at).add(controls.target);
        camera.lookAt(controls.target);
        camera.updateMatrixWorld();
        const value = score(ring, turnBetween(at.theta, now.theta));
        if (!best || value > best.value) best = { value, at };
      }
    });
    camera.position.copy(saved);
    camera.lookAt(controls.target);
    camera.updateMatrixWorld();
    return best.at;
  }

  /** The pawn places of ``moves`` whose gold dots show from where the camera is, or will be
   * once a swing under way ends (the tests). */
  function placesInSight(moves = [...state.markers.keys()]) {
    const saved = camera.position.clone();
    if (state.glide) camera.position.setFromSpherical(state.glide.to).add(controls.target);
    camera.lookAt(controls.target);
    scene.updateMatrixWorld();
    camera.updateMatrixWorld();
    const seen = moves.filter((m) => state.markers.has(m) && centreSeen(state.markers.get(m)));
    camera.position.copy(saved);
    camera.lookAt(controls.target);
    camera.updateMatrixWorld();
    return seen;
  }

  /** Puts the camera at ``to`` (a Spherical about the target), gliding there the shorter way
   * round when ``glide`` (at once under reduced motion); further off if need be, so that the
   * top cube and its ring show whole wherever the page puts the camera (from behind a pawn
   * the board's top edge cut them off). */
  function moveCamera(to, glide) {
    const from = new THREE.Spherical().setFromVector3(camera.position.clone().sub(controls.target));
    const end = fitTop(to.clone());
    end.theta = from.theta + Math.atan2(Math.sin(end.theta - from.theta), Math.cos(end.theta - from.theta));
    state.glide = null;
    if (glide && !reducedMotion()) {
      state.glide = { from, to: end, start: performance.now() };
    } else {
      camera.position.setFromSpherical(end).add(controls.target);
      camera.lookAt(controls.target);
      controls.update();
    }
    redraw();
  }

  /** Where ``point`` (world space) lies on the canvas, in CSS pixels from its top left. */
  function onCanvas(point) {
    const v = point.clone().project(camera);
    return [((v.x + 1) / 2) * canvas.clientWidth, ((1 - v.y) / 2) * canvas.clientHeight];
  }

  /** ``mesh``'s centre in normalised device coordinates where it shows on the canvas, hidden
   * by nothing; else null (world matrices up to date: the callers update them). */
  function centreSeen(mesh) {
    mesh.geometry.computeBoundingSphere();
    const v = mesh.geometry.boundingSphere.center.clone().applyMatrix4(mesh.matrixWorld).project(camera);
    if (Math.abs(v.x) > 1 || Math.abs(v.y) > 1) return null;
    ray.setFromCamera(new THREE.Vector2(v.x, v.y), camera);
    return ray.intersectObjects(state.pick, false)[0]?.object === mesh ? v : null;
  }

  /** How many of ``cube``'s squares show from where the camera is (not hidden by another). */
  function squaresInSight(cube) {
    const entry = state.cubes.get(cube);
    if (!entry) return 0;
    scene.updateMatrixWorld();
    camera.updateMatrixWorld();
    return entry.meshes.filter((mesh) => centreSeen(mesh)).length;
  }

  /** Swings the camera round to ``cube``'s side of the pyramid when too little of it shows
   * (a turn previewed behind the top cube changed nothing one could see): to the view, of
   * sixteen round the table, that shows the most of it as it stands once ``turn`` is made
   * (measured on the cube as it is, the view from its own side showed two squares of it
   * turned), the nearest of those. */
  function bringIntoSight(cube, turn = null) {
    const entry = state.cubes.get(cube);
    if (!entry || state.glide) return;
    const held = entry.group.quaternion.clone();
    if (turn) entry.group.quaternion.copy(turnQuaternion(turn));
    const best = squaresInSight(cube) < 3
      ? bestView([[VIEW_ELEVATION, 1]], (ring, turned) => squaresInSight(cube) * 10 - turned)
      : null;
    entry.group.quaternion.copy(held);
    scene.updateMatrixWorld();
    if (!best) return;
    // the view the person had, to go back to once the round's turns have played (settleView)
    state.beforeSwing ??= new THREE.Spherical().setFromVector3(camera.position.clone().sub(controls.target));
    moveCamera(best, true);
  }

  /** Glides the camera to ``to`` (a Spherical about the target), unless it is there already. */
  function glideTo(to) {
    const from = new THREE.Spherical().setFromVector3(camera.position.clone().sub(controls.target));
    if (turnBetween(to.theta, from.theta) + Math.abs(to.phi - from.phi) + Math.abs(to.radius - from.radius) / 10 < 0.01) return;
    moveCamera(to, true);
  }

  /** Whether, seen from ``at`` (a Spherical about the target), the top cube and the goal ring
   * lie well inside the canvas (a phone's low board cut them off at its top edge). */
  function topInSight(at) {
    const eye = camera.clone();
    eye.position.setFromSpherical(at).add(controls.target);
    eye.lookAt(controls.target);
    eye.updateMatrixWorld();
    const points = [[-1, 6, -1], [1, 6, -1], [-1, 6, 1], [1, 6, 1], [0, 6.45, 0], [-1, 4, 1], [1, 4, 1], [1, 4, -1], [-1, 4, -1]];
    // clear of the reset button's corner at the top and the caption line at the foot
    return points.every(([x, y, z]) => {
      const v = new THREE.Vector3(x, y, z).project(eye);
      return Math.abs(v.x) < 0.9 && v.y < 0.78 && v.y > -0.8;
    });
  }

  /** Once a round's turns have played: the view goes back to where the person had it before a
   * turn swung it round (their pawn and the top in sight); ``top``: and the top cube and its
   * ring are made to show whole (the game's end), further off if need be. */
  function settleView({ top = false } = {}) {
    if (state.glide && !state.beforeSwing) return; // a swing the person asked for
    const at = state.beforeSwing?.clone() ?? new THREE.Spherical().setFromVector3(camera.position.clone().sub(controls.target));
    state.beforeSwing = null;
    glideTo(top ? fitTop(at) : at); // (moveCamera keeps the top in sight either way)
  }

  /** ``at`` (a Spherical about the target), further off if need be until the top cube and its
   * ring show whole. */
  function fitTop(at) {
    for (let k = 0; k < 24 && !topInSight(at) && at.radius < controls.maxDistance; k += 1) {
      at.radius = Math.min(controls.maxDistance, at.radius * 1.05);
    }
    return at;
  }

  /** Where each side of the table lies on screen now (degrees clockwise from up). */
  function compassAngles() {
    const centre = controls.target.clone().setY(0);
    const [cx, cy] = onCanvas(centre);
    const angles = {};
    for (const [side, dir] of Object.entries(SIDES)) {
      const [x, y] = onCanvas(centre.clone().add(dir));
      angles[side] = Math.round((Math.atan2(x - cx, cy - y) * 180) / Math.PI);
    }
    return angles;
  }

  /** The point where the line from the view's middle through (x, y) meets the board's edge
   * (inside the margins the compass letters keep). */
  function towardsEdge(x, y, w, h) {
    const [mx, my] = onCanvas(controls.target);
    const dx = x - mx;
    const dy = y - my;
    const reach = (d, from, lo, hi) => (d > 0 ? (hi - from) / d : d < 0 ? (lo - from) / d : Infinity);
    const k = Math.min(reach(dx, mx, 12, w - 12), reach(dy, my, 12, h - 30));
    return Number.isFinite(k) ? [mx + dx * k, my + dy * k] : [x, y];
  }

  /** The boxes ([left, top, right, bottom] on the canvas) of the controls laid over the board
   * (marked ``data-over-board``: the reset button, the guide's button, the turn's bar, the
   * captions): no compass letter goes under them. */
  function coverBoxes() {
    const board = overlay.parentElement?.parentElement;
    if (!board) return [];
    const base = canvas.getBoundingClientRect();
    return [...board.querySelectorAll("[data-over-board]")]
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0)
      .map((r) => [r.left - base.left - 2, r.top - base.top - 2, r.right - base.left + 2, r.bottom - base.top + 2]);
  }

  /** The spot nearest [x, y] (straight up first) where a label reaching ``hw`` and ``hh`` from
   * its centre overlaps none of ``boxes``; kept within ``bounds`` ([w, h]) where given. */
  function clearSpot([x, y], hw, hh, boxes, bounds) {
    const within = ([a, b]) => (bounds ? [Math.min(Math.max(a, hw), bounds[0] - hw), Math.min(Math.max(b, hh), bounds[1] - hh)] : [a, b]);
    const free = ([a, b]) => boxes.every(([l, t, r, u]) => a + hw <= l || a - hw >= r || b + hh <= t || b - hh >= u);
    const start = within([x, y]);
    if (free(start)) return start;
    for (let r = 6; r <= 180; r += 6) {
      for (let k = 0; k < 16; k += 1) {
        const angle = -Math.PI / 2 + (k % 2 ? 1 : -1) * Math.ceil(k / 2) * (Math.PI / 8);
        const spot = within([x + r * Math.cos(angle), y + r * Math.sin(angle)]);
        if (free(spot)) return spot;
      }
    }
    return start;
  }

  function updateLabels() {
    const w = canvas.clientWidth;
    const h = canvas.clientHeight;
    camera.updateMatrixWorld();
    const at = new Map(); // label → [x, y] on the canvas
    for (const label of state.labels) {
      const v = label.pos.clone().project(camera);
      let x = ((v.x + 1) / 2) * w;
      let y = ((1 - v.y) / 2) * h;
      if (label.inside) {
        // a compass letter stays on the board's edge, whole, when its side is off the view
        x = Math.min(Math.max(x, 12), w - 12);
        y = Math.min(Math.max(y, 12), h - 30); // above the board's caption line
      }
      at.set(label, [x, y]);
      let hidden = v.z > 1;
      if (!hidden && label.occludable) {
        const dir = label.pos.clone().sub(camera.position);
        const dist = dir.length();
        ray.set(camera.position, dir.normalize());
        const hit = ray.intersectObjects(state.pick, false)[0];
        hidden = !!hit && hit.distance < dist - 0.15 && hit.object.userData.cube !== label.cube;
      }
      if (hidden && label.inside) {
        // a compass letter behind the pyramid goes out to the board's edge in its direction
        // (the north letter hid behind the middle layer once the camera swung round)
        at.set(label, towardsEdge(x, y, w, h));
        hidden = false;
      }
      label.el.classList.toggle("behind", hidden);
    }
    // a compass letter clear of the cubes' numbers (at the first view the far letters sat half
    // under the corner cubes' numbers) and of the controls laid over the board (the reset
    // button, the guide's button, the turn's bar: "N" and "S" lay under them); a pawn's badge
    // clear of the numbers (Aino's covered cube 11's): each to the nearest clear spot
    const box = (label) => {
      const [x, y] = at.get(label);
      const hw = (label.el.offsetWidth || 20) / 2;
      const hh = (label.el.offsetHeight || 18) / 2;
      return [x - hw, y - hh, x + hw, y + hh];
    };
    const ids = state.labels.filter((l) => l.cube >= 0 && l.seat === undefined).map(box);
    const covers = coverBoxes();
    // the pawns' badges first, then the compass words clear of them too (the north word lay
    // over your own "You" badge, and neither could be read)
    const pawns = [];
    const order = [...state.labels.filter((l) => l.seat !== undefined), ...state.labels.filter((l) => l.inside)];
    for (const label of order) {
      const compass = !!label.inside;
      // (by the label's own size: a side's whole name, as Arabic writes it, is wider)
      const hw = Math.max(12, (label.el.offsetWidth || 0) / 2 + 2);
      const hh = Math.max(10, (label.el.offsetHeight || 0) / 2 + 2);
      at.set(label, clearSpot(at.get(label), hw, hh, compass ? [...ids, ...covers, ...pawns] : ids, compass ? [w, h - 30] : null));
      // (a badge behind the pyramid too: faint, it still lay over the west word in a replay)
      if (!compass) pawns.push(box(label));
    }
    for (const label of state.labels) {
      const [x, y] = at.get(label);
      label.el.style.transform = `translate(${x.toFixed(1)}px, ${y.toFixed(1)}px) translate(-50%, -50%)`;
    }
  }

  // The loop runs only while something moves or has changed, and sleeps otherwise, no frame
  // asked for: run every frame for as long as the page was open, a page waiting on a person
  // kept the browser near a core busy (bench/page_idle.py). Whatever changes the picture
  // wakes it: the board's calls (redraw), the camera's controls, a resize, the controls laid
  // over the board, fonts coming in (listenForChanges).
  let frame = 0; // the frame asked for; 0 while asleep
  let disposed = false;
  let lastMatrix = "";
  let lastCompass = "";
  let lastCovers = "";

  /** Asks for a frame unless one is on its way. */
  function wake() {
    if (frame || disposed) return;
    frame = requestAnimationFrame(loop);
    if (canvas.dataset.idle) canvas.dataset.idle = "";
  }

  /** Draws the scene again next frame (its content, a highlight, the camera changed). */
  function redraw() {
    state.dirty = true;
    wake();
  }

  function loop(now) {
    // (cleared first: a frame that fails half-way still leaves the loop to be woken again)
    frame = 0;
    fit();
    let pulsed = false; // only the halos' glow changed: drawn again, the labels left where they are
    let beating = false; // the halos still beat: more frames to come
    if (state.preview) {
      const p = state.preview;
      const k = p.duration ? Math.min(1, (now - p.start) / p.duration) : 1;
      const ease = k < 0.5 ? 2 * k * k : 1 - (-2 * k + 2) ** 2 / 2;
      const entry = state.cubes.get(p.cube);
      if (entry) entry.group.quaternion.copy(p.from).slerp(p.to, ease);
      if (k < 1) state.dirty = true;
    }
    if (halos.children.length && !reducedMotion()) {
      // three beats, then a steady glow; the beats in steps of PULSE_STEP, a frame drawn only
      // where the step changes (drawn every frame for as long as the halos stood, a page
      // waiting on a person's turn kept a phone's core three-quarters busy: bench/page_idle.py)
      state.flashFrom ??= now;
      beating = now - state.flashFrom < PULSE_BEATS * 2 * PULSE_MS;
      const pulse = beating ? 0.18 + 0.16 * (1 + Math.sin((now / PULSE_MS) * Math.PI)) * 0.5 : 0.3;
      const stepped = Math.round(pulse / PULSE_STEP) * PULSE_STEP;
      if (Math.abs(stepped - haloMat.opacity) > 1e-6) {
        haloMat.opacity = stepped;
        pulsed = true;
      }
    }
    if (state.sequence) {
      if (poseSequence(now)) state.dirty = true;
      if (now >= state.sequence.done) endSequence(); // (drawn again there)
    }
    for (const a of state.anims) {
      const k = Math.min(1, (now - a.start) / (a.ms || TURN_MS));
      const ease = k < 0.5 ? 2 * k * k : 1 - (-2 * k + 2) ** 2 / 2;
      a.group.quaternion.copy(a.from).slerp(a.to, ease);
      a.done = k >= 1;
      state.dirty = true;
    }
    state.anims = state.anims.filter((a) => !a.done);
    for (const d of state.drops) {
      const k = Math.min(1, (now - d.start) / TURN_MS);
      const lift = 2.5 * (1 - k) * (1 - k);
      for (const o of d.objs) o.position.y = o.userData.y + lift;
      d.done = k >= 1;
      state.dirty = true;
    }
    state.drops = state.drops.filter((d) => !d.done);
    if (state.glide) {
      const g = state.glide;
      const k = Math.min(1, (now - g.start) / GLIDE_MS);
      const ease = k < 0.5 ? 2 * k * k : 1 - (-2 * k + 2) ** 2 / 2;
      const at = new THREE.Spherical(
        g.from.radius + (g.to.radius - g.from.radius) * ease,
        g.from.phi + (g.to.phi - g.from.phi) * ease,
        g.from.theta + (g.to.theta - g.from.theta) * ease,
      );
      camera.position.setFromSpherical(at).add(controls.target);
      camera.lookAt(controls.target);
      controls.update();
      if (k >= 1) state.glide = null;
      state.dirty = true;
    }
    // (the controls move the camera between frames: its world matrix is brought up to date)
    camera.updateMatrixWorld();
    const matrix = camera.matrixWorld.elements.join(",");
    const covers = coverBoxes().join(";");
    const coversMoved = covers !== lastCovers;
    if (coversMoved) {
      lastCovers = covers;
      updateLabels(); // the controls over the board changed: the labels keep clear of them
    }
    if (pulsed && matrix === lastMatrix && !state.dirty) {
      renderer.render(scene, camera);
    } else if (matrix !== lastMatrix || state.dirty) {
      // a cube turned from where it stands (a preview, a turn playing) shows its every face
      for (const entry of state.cubes.values()) entry.inner.visible = Math.abs(entry.group.quaternion.w) < 0.99999;
      lastMatrix = matrix;
      state.dirty = false;
      renderer.render(scene, camera);
      updateLabels();
      if (onCompass) {
        const angles = compassAngles();
        const key = Object.values(angles).join(",");
        if (key !== lastCompass) {
          lastCompass = key;
          onCompass(angles);
        }
      }
    }
    // (controls over the board that just moved may not stand still yet: looked at once more)
    if (busy(now) || beating || coversMoved) wake();
    if (!frame) canvas.dataset.idle = "1"; // asleep (read by the tests)
  }

  /** Whether the next frame has something to draw: a change not drawn yet, or something on
   * its way (a turn, a pawn's drop, a preview, a camera swing, a round's turns). */
  function busy(now) {
    const p = state.preview;
    const previewMoving = !!p && !!p.duration && now - p.start < p.duration;
    return state.dirty || state.anims.length > 0 || state.drops.length > 0 || previewMoving || !!state.glide || !!state.sequence;
  }

  /** Wakes the loop on what changes the picture from outside the board's calls; returns the
   * function that stops listening. */
  function listenForChanges() {
    const board = overlay.parentElement?.parentElement;
    const onInput = () => wake();
    // a person turning or zooming the view (its 'change' with each step of a drag)
    controls.addEventListener("change", onInput);
    controls.addEventListener("end", onInput);
    canvas.addEventListener("pointerdown", onInput);
    canvas.addEventListener("wheel", onInput, { passive: true });
    // the canvas or the board resized (fit, and the controls over the board move with it)
    const sizes = new ResizeObserver(onInput);
    sizes.observe(canvas);
    if (board) sizes.observe(board);
    // the controls over the board shown, hidden or changed (coverBoxes); the labels and the
    // canvas, which the loop itself changes, do not count
    const changes = new MutationObserver((records) => {
      if (records.some((r) => r.target !== canvas && !overlay.contains(r.target))) wake();
    });
    if (board) changes.observe(board, { childList: true, subtree: true, characterData: true, attributes: true });
    // the labels' own sizes (their clear spots) change as a font comes in
    const onFonts = () => redraw();
    document.fonts?.addEventListener?.("loadingdone", onFonts);
    return () => {
      controls.removeEventListener("change", onInput);
      controls.removeEventListener("end", onInput);
      canvas.removeEventListener("pointerdown", onInput);
      canvas.removeEventListener("wheel", onInput);
      sizes.disconnect();
      changes.disconnect();
      document.fonts?.removeEventListener?.("loadingdone", onFonts);
    };
  }
  const stopListening = listenForChanges();
  fit();
  lookFrom(null);
  redraw();

  function clearContent() {
    for (const child of [...content.children]) {
      content.remove(child);
      child.traverse?.((o) => {
        o.geometry?.dispose();
        if (o.material && !Object.values(MAT).includes(o.material)) o.material.dispose?.();
      });
    }
    overlay.replaceChildren();
    state.cubes.clear();
    state.markers.clear();
    state.pick = [];
    state.labels = [];
    state.anims = [];
    state.drops = [];
  }

  function addLabel(text, pos, cls, extra = {}) {
    const el = document.createElement("span");
    el.className = `scene-label ${cls}`;
    el.textContent = text;
    el.setAttribute("aria-hidden", "true");
    overlay.append(el);
    const label = { el, pos, ...extra };
    state.labels.push(label);
    return label;
  }

  function paintCube(entry) {
    const focus = state.highlight === String(entry.id);
    const previewed = state.preview?.cube === entry.id;
    for (const mesh of entry.meshes) {
      const black = mesh.userData.black;
      mesh.material = focus ? (black ? MAT.blackFocus : MAT.whiteFocus) : entry.hot ? (black ? MAT.blackHot : MAT.whiteHot) : black ? MAT.black : MAT.white;
    }
    const flashed = state.flash?.has(entry.id);
    entry.helper.material.color.set(focus ? FOCUS : previewed ? PREVIEW : flashed ? FLASH : entry.hot ? HOT : entry.banned ? 0xd12f2f : 0x77716a);
    if (entry.glow) entry.glow.visible = previewed;
    entry.label?.el.classList.toggle("focus", focus);
  }

  /** Draws ``view``: ``clickable`` moves glow; ``me`` is the viewer's seat (or null);
   * ``words`` turns a cube id or place into the label shown on the board. */
  function draw(view, clickable, me, words) {
    const animate = !reducedMotion() && state.faces.size > 0;
    const placesBefore = state.pawnPlaces;
    state.pawnPlaces = new Map(view.pawns.map((p) => [p.seat, p.place]));
    clearContent();
    state.faces = new Map();
    const myPawn = me !== null && me !== undefined ? view.pawns[me] : null;

    for (const cube of view.cubes) {
      if (!cube.visible) continue;
      const [ox, oy, oz] = cube.origin;
      const centre = P([ox + 1, oy + 1, oz + 1]);
      const group = new THREE.Group();
      group.position.copy(centre);
      const meshes = [];
      for (const sq of cube.squares) {
        const c = sq.corners.map((p) => P(p).sub(centre));
        // shrink a little towards the centre so the quadrant grid shows as thin gaps
        const mid = c.reduce((a, b) => a.clone().add(b)).multiplyScalar(0.25);
        const pts = c.map((p) => p.clone().lerp(mid, 0.04));
        const g = new THREE.BufferGeometry().setFromPoints([pts[0], pts[1], pts[2], pts[0], pts[2], pts[3]]);
        g.computeVertexNormals();
        const mesh = new THREE.Mesh(g, MAT.white);
        mesh.userData = { cube: cube.id, face: sq.face, black: sq.black, normal: FACE_NORMAL[sq.face] };
        group.add(mesh);
        meshes.push(mesh);
        state.pick.push(mesh);
      }
      // the quadrants no one sees where the cube stands (against a neighbour, under a cube, on
      // the table): shown only while the cube is turned (a preview, a turn playing), so that it
      // shows solid with its new faces, not hollow and see-through
      const inner = new THREE.Group();
      const seen = new Set(cube.squares.map((sq) => `${sq.face}${sq.quadrant}`));
      const mid = [ox + 1, oy + 1, oz + 1];
      for (const face of Object.keys(FACE_NORMAL)) {
        const pattern = cube.faces?.[face];
        if (!pattern) continue;
        for (let q = 0; q < 4; q += 1) {
          if (seen.has(`${face}${q}`)) continue;
          const c = quadrantCorners(mid, face, q).map((p) => P(p).sub(centre));
          const m = c.reduce((a, b) => a.clone().add(b)).multiplyScalar(0.25);
          const pts = c.map((p) => p.clone().lerp(m, 0.04));
          const g = new THREE.BufferGeometry().setFromPoints([pts[0], pts[1], pts[2], pts[0], pts[2], pts[3]]);
          g.computeVertexNormals();
          const mesh = new THREE.Mesh(g, MAT.white);
          mesh.userData = { black: pattern[q] === "B" };
          inner.add(mesh);
          meshes.push(mesh); // painted with the rest, never picked
        }
      }
      inner.visible = false;
      group.add(inner);
      const box = new THREE.Box3(P([ox, oy + 2, oz]).sub(centre), P([ox + 2, oy, oz + 2]).sub(centre));
      const helper = new THREE.Box3Helper(box, 0x77716a);
      helper.material = helper.material.clone();
      group.add(helper);
      // a previewed turn's cube: a soft glow round it (paintCube shows it)
      const glow = new THREE.Mesh(new THREE.BoxGeometry(2.25, 2.25, 2.25), previewGlowMat);
      glow.visible = false;
      glow.renderOrder = 4;
      group.add(glow);
      content.add(group);
      // the id label: over the cube's visible top squares (what a player looks at)
      const tops = cube.squares.filter((s) => s.face === "U");
      const anchor = tops.length
        ? tops.flatMap((s) => s.corners).reduce((a, p) => a.add(P(p)), new THREE.Vector3()).multiplyScalar(1 / (tops.length * 4))
        : centre.clone();
      anchor.y += 0.05;
      // the top cube's number on its sides, under the goal ring: over its top, at a middle or
      // a corner, it covered the ring from one side or another
      if (cube.id === 13) anchor.copy(centre).add(new THREE.Vector3(0, -0.45, 0));
      const own = myPawn && myPawn.cube === cube.id;
      const label = addLabel(String(cube.id), anchor, `cube-id${own ? " own" : ""}`, { cube: cube.id, occludable: true });
      const entry = {
        id: cube.id, group, meshes, helper, centre, label, inner, glow,
        hot: clickable.has(String(cube.id)), banned: view.banned.includes(cube.id),
      };
      state.cubes.set(cube.id, entry);
      paintCube(entry);
      state.faces.set(cube.id, cube.notation);
    }
    // a round's turns playing (playTurns) hold their cubes as they were until their turn comes
    if (state.sequence) poseSequence(performance.now(), true);

    // reach: each player's boundary segments as coloured tubes (yours thicker); the winner's
    // path, once the game is won, thicker and brighter still
    state.me = me;
    state.players = view.pawns.length;
    state.myPath = null;
    state.outcome = null;
    state.paths = [];
    for (const path of view.paths) {
      const won = view.winner === path.seat;
      const tubes = pathTubes(path.segments, path.seat, won ? 0.12 : path.seat === me ? 0.085 : 0.05, won ? 0.9 : 0.35);
      // (the paths are those after the round's turns: hidden while those still play)
      tubes.visible = !state.sequence;
      state.paths.push(tubes);
      content.add(tubes);
      if (path.seat === me) state.myPath = tubes;
    }

    // pawns, each with a see-through twin so no pawn hides behind the pyramid
    state.pawnMats = [];
    for (const pawn of view.pawns) {
      if (!pawn.point) continue;
      const colour = pawnColour(pawn.seat, me, view.pawns.length);
      const n = FACE_NORMAL[pawn.face];
      const at = P([pawn.point[0] + n[0] * 0.4, pawn.point[1] + n[1] * 0.4, 0]);
      const mine = pawn.seat === me;
      const size = mine ? 1.2 : 1;
      for (const ghost of [false, true]) {
        const mat = new THREE.MeshStandardMaterial({ color: colour, roughness: 0.4, transparent: ghost, opacity: ghost ? 0.35 : 1, depthTest: !ghost, depthWrite: !ghost });
        if (!ghost) state.pawnMats.push(mat);
        const body = new THREE.Mesh(new THREE.ConeGeometry(0.28 * size, 0.8 * size, 20), mat);
        body.position.copy(at).add(new THREE.Vector3(0, 0.4 * size, 0));
        const head = new THREE.Mesh(new THREE.SphereGeometry(0.2 * size, 20, 12), mat);
        head.position.copy(at).add(new THREE.Vector3(0, 0.9 * size, 0));
        if (ghost) body.renderOrder = head.renderOrder = 10;
        content.add(body, head);
        if (animate && placesBefore.get(pawn.seat) !== pawn.place) {
          for (const o of [body, head]) o.userData.y = o.position.y;
          state.drops.push({ objs: [body, head], start: performance.now() });
        }
      }
      if (mine) {
        const ring = new THREE.Mesh(new THREE.RingGeometry(0.38, 0.5, 32), new THREE.MeshBasicMaterial({ color: 0x111111, side: THREE.DoubleSide }));
        ring.rotation.x = -Math.PI / 2;
        ring.position.copy(at).add(new THREE.Vector3(0, 0.02, 0));
        content.add(ring);
      }
      // (faded, as a cube's number is, when the pyramid stands between it and the eye: a pawn
      // out of sight had its letter over other cubes, as if it stood there)
      const tag = addLabel(words.pawn(pawn.seat), at.clone().add(new THREE.Vector3(0, 1.45 * size, 0)), `pawn-label${mine ? " mine" : ""}`, { seat: pawn.seat, occludable: true, cube: pawn.cube });
      tag.el.style.background = colour;
    }

    // pawn places to choose at the start: gold dots
    for (const place of clickable) {
      if (!/^\d+[NESW]$/.test(place)) continue;
      const cube = view.cubes[Number(place.slice(0, -1))];
      const face = place.slice(-1);
      const at = placePoint(cube.origin, face);
      const n = FACE_NORMAL[face];
      const marker = new THREE.Mesh(new THREE.SphereGeometry(0.26, 16, 10), new THREE.MeshStandardMaterial({ color: HOT, emissive: 0x664400 }));
      marker.position.copy(P([at[0] + n[0] * 0.35, at[1] + n[1] * 0.35, 0.25]));
      marker.userData = { place };
      content.add(marker);
      state.markers.set(place, marker);
      state.pick.push(marker);
    }
    setHighlight(state.highlight);

    // goal ring
    const goal = new THREE.Mesh(new THREE.TorusGeometry(0.3, 0.06, 8, 24), new THREE.MeshStandardMaterial({ color: 0xffc400, emissive: 0x553300 }));
    goal.position.copy(P(view.goal)).add(new THREE.Vector3(0, 0.05, 0));
    goal.rotation.x = Math.PI / 2;
    content.add(goal);

    // compass letters on the table's rim
    for (const [side, pos] of [["N", [3, 9.3, 0]], ["E", [9.3, 3, 0]], ["S", [3, -3.3, 0]], ["W", [-3.3, 3, 0]]]) {
      addLabel(words.compass(side), P(pos), `compass compass-${side}`, { occludable: true, cube: -1, inside: true });
    }
    if (state.preview && !state.cubes.has(state.preview.cube)) state.preview = null;
    if (state.preview) showPreview(state.preview.cube, state.preview.turn, false);
    redraw();
  }

  /** Plays a round's turns one after another: ``steps`` [{cube, turn, at?}] in the order they
   * are made; each cube is held as it stood before until its turn comes (sequenceTiming). The
   * paths, which are those after the turns, show once the last has landed. */
  function playTurns(steps, start = performance.now()) {
    // each step at its own moment (``at`` ms from ``start``; those that join a queue come
    // after the ones still playing), else one step apart
    const timing = sequenceTiming(1);
    const timed = steps.map((s, i) => ({ ...s, at: start + (s.at ?? i * timing.step), from: turnQuaternion(s.turn).invert() }));
    state.sequence = {
      steps: timed,
      swing: timing.swing,
      done: (timed.length ? timed[timed.length - 1].at : start) + timing.landed,
    };
    for (const tubes of state.paths) tubes.visible = false;
    canvas.dataset.playing = String(steps.length);
    poseSequence(start, true);
    redraw();
  }

  /** Poses the cubes of the round's turns for ``now``; true where a pose changed. Only a
   * swing changes one: between the turns (and under reduced motion, but for each landing)
   * nothing is drawn again (drawn every frame while a round played, a three-turn round kept
   * software WebGL drawing for seconds: the browser tests' largest cost). ``force``: every cube
   * again (the board's cubes were made anew). */
  function poseSequence(now, force = false) {
    const seq = state.sequence;
    const previewed = state.preview?.cube;
    if (previewed !== seq.previewed) {
      seq.previewed = previewed; // a cube previewed, or no more: its pose is the round's again
      force = true;
    }
    let moved = false;
    for (const step of seq.steps) {
      const k = seq.swing ? Math.min(1, Math.max(0, (now - step.at) / seq.swing)) : now >= step.at ? 1 : 0;
      if (!force && step.k === k) continue;
      step.k = k;
      const entry = state.cubes.get(step.cube);
      if (!entry || previewed === step.cube) continue;
      entry.group.quaternion.copy(step.from).slerp(IDENTITY, EASE(k));
      moved = true;
    }
    return moved;
  }

  function endSequence() {
    if (!state.sequence) return;
    for (const step of state.sequence.steps) state.cubes.get(step.cube)?.group.quaternion.identity();
    state.sequence = null;
    for (const tubes of state.paths) tubes.visible = tubes !== state.myPath || !state.outcome;
    canvas.dataset.playing = "";
    redraw();
  }

  /** A path's segments as tubes in ``seat``'s colour, in one group. */
  function pathTubes(segments, seat, radius, glow) {
    const colour = new THREE.Color(pawnColour(seat, state.me, state.players));
    const mat = new THREE.MeshStandardMaterial({ color: colour, emissive: colour, emissiveIntensity: glow });
    const group = new THREE.Group();
    for (const [a, b] of segments) {
      const pa = P(a);
      const pb = P(b);
      const geo = new THREE.CylinderGeometry(radius, radius, pa.distanceTo(pb), 6);
      const mesh = new THREE.Mesh(geo, mat);
      mesh.position.copy(pa.clone().add(pb).multiplyScalar(0.5));
      mesh.quaternion.setFromUnitVectors(new THREE.Vector3(0, 1, 0), pb.clone().sub(pa).normalize());
      group.add(mesh);
    }
    return group;
  }

  /** Shows, while a turn is previewed, the path the viewer would have after it (``path``: a
   * ``turn_outcomes`` entry) in place of the path they have now; null: the path of now. */
  function showOutcome(path) {
    if (state.outcome) {
      content.remove(state.outcome);
      state.outcome.traverse((o) => o.geometry?.dispose());
      state.outcome = null;
    }
    if (state.myPath) state.myPath.visible = !path && !state.sequence;
    if (path && state.me !== null && state.me !== undefined) {
      state.outcome = pathTubes(path.segments, state.me, 0.1, 0.6);
      content.add(state.outcome);
    }
    canvas.dataset.outcome = path ? String(path.segments.length) : "";
    // the pawns stand before their cubes' lower squares: see-through while a turn is shown
    for (const m of state.pawnMats || []) {
      m.transparent = !!path;
      m.opacity = path ? 0.3 : 1;
    }
    redraw();
  }

  /** Marks the cubes in ``cubes`` (ids) as just turned: a halo (pulsing unless reduced motion)
   * and a bright outline; an empty list takes them away. */
  function setFlash(cubes) {
    const same = state.flash && state.flash.size === cubes.length && cubes.every((id) => state.flash.has(id));
    state.flash = new Set(cubes);
    // new cubes beat again from the next frame; the same ones, told again with a new view,
    // go on as they were (each message's view started the beats over: they never rested)
    if (!same) state.flashFrom = null;
    for (const child of [...halos.children]) {
      halos.remove(child);
      child.geometry.dispose();
    }
    if (!same) haloMat.opacity = 0.3;
    for (const id of state.flash) {
      const entry = state.cubes.get(id);
      if (!entry) continue;
      const halo = new THREE.Mesh(new THREE.BoxGeometry(2.3, 2.3, 2.3), haloMat);
      halo.position.copy(entry.centre);
      halo.renderOrder = 5;
      halos.add(halo);
    }
    for (const entry of state.cubes.values()) paintCube(entry);
    canvas.dataset.flash = [...state.flash].join(",");
    redraw();
  }

  function setHighlight(move) {
    state.highlight = move;
    canvas.dataset.highlight = move || ""; // what the board shows lit (read by the tests)
    for (const entry of state.cubes.values()) paintCube(entry);
    for (const [place, marker] of state.markers) {
      const on = place === move;
      marker.scale.setScalar(on ? 1.6 : 1);
      marker.material.color.set(on ? FOCUS : HOT);
    }
    redraw();
  }

  /** Shows ``cube`` turned by ``turn`` (animated unless reduced motion); null turn: undo. */
  function showPreview(cube, turn, animated = true) {
    const entry = state.cubes.get(cube);
    if (!entry) return;
    const playing = new Set((state.sequence?.steps || []).map((s) => s.cube));
    for (const other of state.cubes.values()) if (other !== entry && !playing.has(other.id)) other.group.quaternion.identity();
    const to = turn ? turnQuaternion(turn) : new THREE.Quaternion();
    const duration = animated && !reducedMotion() ? TURN_MS : 0;
    state.preview = turn ? { cube, turn, from: entry.group.quaternion.clone(), to, start: performance.now(), duration } : null;
    canvas.dataset.preview = turn ? `${cube}:${turn}` : "";
    // the pawns' tags fade while a turn is previewed (yours stood over your own cube's front)
    overlay.classList.toggle("previewing", !!turn);
    for (const e of state.cubes.values()) paintCube(e); // its outline and glow
    if (!turn) {
      state.anims.push({ group: entry.group, from: entry.group.quaternion.clone(), to, start: duration ? performance.now() : -1e9 });
    }
    redraw();
  }

  function clearPreview() {
    if (!state.preview) return;
    const entry = state.cubes.get(state.preview.cube);
    entry?.group.quaternion.identity();
    state.preview = null;
    if (entry) paintCube(entry);
    canvas.dataset.preview = "";
    overlay.classList.remove("previewing");
    redraw();
  }

  function pickAt(clientX, clientY) {
    const r = canvas.getBoundingClientRect();
    const v = new THREE.Vector2(((clientX - r.left) / r.width) * 2 - 1, -((clientY - r.top) / r.height) * 2 + 1);
    ray.setFromCamera(v, camera);
    return ray.intersectObjects(state.pick, false)[0] || null;
  }

  /** Where a clickable cube or pawn place shows on screen, or null (used by the tests). */
  /** True once everything drawn so far is on screen and nothing moves (no turn, drop or preview). */
  function settled() {
    const p = state.preview;
    const previewMoving = p && p.duration && performance.now() - p.start < p.duration;
    return !state.dirty && !state.anims.length && !state.drops.length && !previewMoving && !state.glide && !state.sequence;
  }

  function screenOf(move) {
    const r = canvas.getBoundingClientRect();
    // meshes drawn since the last frame have no world matrix yet, nor a camera moved since
    scene.updateMatrixWorld();
    camera.updateMatrixWorld();
    for (const mesh of state.pick) {
      const d = mesh.userData;
      if ((d.place ?? String(d.cube)) !== move) continue;
      const v = centreSeen(mesh);
      if (!v) continue;
      const at = [r.left + ((v.x + 1) / 2) * r.width, r.top + ((1 - v.y) / 2) * r.height];
      // only where the canvas itself takes the click (not under the guide or a button)
      if (document.elementFromPoint(at[0], at[1]) === canvas) return at;
    }
    return null;
  }

  /** Where each face of ``cube`` that shows takes a press, on screen: {face letter: [x, y]},
   * the middle of its squares in sight where that point is the face's own, else one of its
   * squares' (the tests drag a cube from its side as a person does). */
  function faceSpots(cube) {
    const entry = state.cubes.get(cube);
    if (!entry) return {};
    const r = canvas.getBoundingClientRect();
    scene.updateMatrixWorld();
    camera.updateMatrixWorld();
    const toScreen = (v) => [r.left + ((v.x + 1) / 2) * r.width, r.top + ((1 - v.y) / 2) * r.height];
    const own = (at, face) => {
      const hit = pickAt(at[0], at[1]);
      return hit?.object.userData.cube === cube && hit.object.userData.face === face && document.elementFromPoint(at[0], at[1]) === canvas;
    };
    const spots = {};
    for (const face of Object.keys(FACE_NORMAL)) {
      const seen = entry.meshes.filter((m) => m.userData.face === face && centreSeen(m));
      if (!seen.length) continue;
      const centres = seen.map((m) => m.geometry.boundingSphere.center.clone().applyMatrix4(m.matrixWorld));
      const middle = toScreen(centres.reduce((a, b) => a.add(b)).multiplyScalar(1 / centres.length).project(camera));
      const spot = own(middle, face) ? middle : seen.map((m) => toScreen(centreSeen(m))).find((at) => own(at, face));
      if (spot) spots[face] = spot;
    }
    return spots;
  }

  /** The world-space point under the pointer on the plane through ``origin`` with ``normal``. */
  function onPlane(clientX, clientY, origin, normal) {
    const r = canvas.getBoundingClientRect();
    const v = new THREE.Vector2(((clientX - r.left) / r.width) * 2 - 1, -((clientY - r.top) / r.height) * 2 + 1);
    ray.setFromCamera(v, camera);
    const plane = new THREE.Plane().setFromNormalAndCoplanarPoint(normal, origin);
    return ray.ray.intersectPlane(plane, new THREE.Vector3());
  }

  return {
    camera,
    controls,
    draw,
    setHighlight,
    setFlash,
    showPreview,
    showOutcome,
    clearPreview,
    pickAt,
    screenOf,
    faceSpots,
    settled,
    onPlane,
    lookFrom,
    showPlaces,
    placesInSight,
    bringIntoSight,
    settleView,
    playTurns,
    /** whether the top cube and its ring show whole from where the camera is now (tests) */
    topInSight: () => topInSight(new THREE.Spherical().setFromVector3(camera.position.clone().sub(controls.target))),
    squaresInSight,
    faceNormal(letter) {
      const n = FACE_NORMAL[letter];
      return P([n[0] + 3, n[1] + 3, n[2]]);
    },
    dispose() {
      disposed = true;
      cancelAnimationFrame(frame);
      stopListening();
      controls.dispose();
      clearContent();
      renderer.dispose();
    },
  };
}
