// The demo listings' photos, made rather than downloaded (decision 0038): forty drawn scenes (rooms, houses and
// views, five of each kind in their own colours and layouts) as SVG, which sharp turns into the photos' sizes.
// Every scene comes from a fixed seed, so the pictures are the same on every machine.
import { seeded, type Random } from './random';

export const SCENE_KINDS = [
  'living',
  'bedroom',
  'kitchen',
  'bathroom',
  'exterior',
  'mountains',
  'seaside',
  'city',
] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];

export const VARIANTS_PER_KIND = 5;
export const SCENE_COUNT = SCENE_KINDS.length * VARIANTS_PER_KIND;

/** The caption a demo photo of each kind gets. */
export const SCENE_CAPTIONS: Record<SceneKind, readonly string[]> = {
  living: ['The living room', 'A light living room', 'Where evenings are spent'],
  bedroom: ['The bedroom', 'A quiet bedroom', 'Fresh linen and a reading lamp'],
  kitchen: ['The kitchen', 'A kitchen to cook in', 'Breakfast corner'],
  bathroom: ['The bathroom', 'Bath and shower', 'A calm bathroom'],
  exterior: ['The house', 'From the street', 'The garden side'],
  mountains: ['The view of the hills', 'Walks nearby', 'Morning over the valley'],
  seaside: ['The sea nearby', 'The beach a short walk away', 'Evening by the water'],
  city: ['The city at dusk', 'The view from the roof', 'The neighbourhood'],
};

export const SCENE_WIDTH = 1280;
export const SCENE_HEIGHT = 853;

export interface Scene {
  index: number;
  kind: SceneKind;
  svg: string;
}

/** Scene `index` (0 to SCENE_COUNT - 1): kind index × 5 + variant. */
export function scene(index: number): Scene {
  const kind = SCENE_KINDS[Math.floor(index / VARIANTS_PER_KIND) % SCENE_KINDS.length]!;
  const random = seeded(0x5ce1e + index * 7919);
  const drawn = DRAW[kind](random);
  // Every other variant is seen from the other side: the same room, another layout.
  const mirrored = index % 2 === 1 ? `<g transform="translate(${W} 0) scale(-1 1)">${drawn}</g>` : drawn;
  return { index, kind, svg: frame(mirrored) };
}

const W = SCENE_WIDTH;
const H = SCENE_HEIGHT;

const WALLS = ['#f3ede4', '#e7efe6', '#efe2d3', '#dfe7ee', '#f1e6c8', '#f2dfdc', '#e9e4f0', '#dde6dc'];
const FLOORS = ['#b98a5e', '#8a5a3b', '#c9a67e', '#9b9b98', '#d6c3a5', '#6f4a33'];
const FABRICS = ['#3d5a80', '#7a9e7e', '#c26a4a', '#d9a441', '#8d6a9f', '#44615b', '#b5495b', '#5c6f91'];
const SKIES = [
  ['#7fb8ff', '#dff0ff'],
  ['#9ec9f0', '#fff4da'],
  ['#f6a96b', '#fde3c2'],
  ['#5f86c9', '#c6dcf5'],
  ['#ffb199', '#ffe9c9'],
];

const frame = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;

const gradient = (id: string, top: string, bottom: string) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/>` +
  `<stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`;

/** A colour made darker (amount < 0) or lighter (amount > 0), for shading. */
function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 0xff;
    const v = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

function floor(r: Random, top: number): string {
  const colour = r.pick(FLOORS);
  let planks = rect(0, top, W, H - top, colour);
  for (let y = top + 28; y < H; y += 34) planks += rect(0, y, W, 2, shade(colour, -0.15));
  return planks;
}

function window_(r: Random, x: number, y: number, w: number, h: number): string {
  const [top, bottom] = r.pick(SKIES);
  const id = `sky${x}`;
  const hill = `<path d="M${x} ${y + h * 0.75} Q${x + w * 0.3} ${y + h * 0.5} ${x + w * 0.6} ${y + h * 0.7} T${x + w} ${y + h * 0.65} V${y + h} H${x} Z" fill="${shade('#6c9a5b', r.next() * 0.3)}"/>`;
  return (
    gradient(id, top!, bottom!) +
    rect(x, y, w, h, `url(#${id})`) +
    hill +
    rect(x, y, w, h, 'none', 'stroke="#ffffff" stroke-width="14"') +
    rect(x + w / 2 - 5, y, 10, h, '#ffffff') +
    rect(x, y + h / 2 - 5, w, 10, '#ffffff') +
    rect(x - 20, y + h, w + 40, 16, '#f7f7f5')
  );
}

function plant(r: Random, x: number, base: number): string {
  const pot = r.pick(['#c4683f', '#e9e4da', '#39494f', '#b08d57']);
  let leaves = '';
  for (let i = 0; i < 7; i++) {
    const angle = -80 + i * 27 + r.int(-8, 8);
    leaves += `<ellipse cx="${x}" cy="${base - 110}" rx="18" ry="70" fill="${shade('#3f7d4e', r.next() * 0.35 - 0.1)}" transform="rotate(${angle} ${x} ${base - 60})"/>`;
  }
  return leaves + `<path d="M${x - 40} ${base - 70} H${x + 40} L${x + 30} ${base} H${x - 30} Z" fill="${pot}"/>`;
}

function lamp(x: number, base: number, height: number, shadeColour: string): string {
  return (
    rect(x - 3, base - height, 6, height, '#444') +
    rect(x - 30, base - 6, 60, 6, '#444') +
    `<path d="M${x - 45} ${base - height} L${x - 28} ${base - height - 70} H${x + 28} L${x + 45} ${base - height} Z" fill="${shadeColour}"/>` +
    `<ellipse cx="${x}" cy="${base - height + 40}" rx="90" ry="50" fill="#fff6c8" opacity="0.25"/>`
  );
}

function artwork(r: Random, x: number, y: number, w: number, h: number): string {
  let shapes = rect(x, y, w, h, '#fbfaf7', 'stroke="#2f2f2f" stroke-width="8"');
  for (let i = 0; i < 4; i++) {
    shapes += `<circle cx="${x + r.int(30, w - 30)}" cy="${y + r.int(30, h - 30)}" r="${r.int(14, 40)}" fill="${r.pick(FABRICS)}" opacity="0.8"/>`;
  }
  return shapes;
}

const DRAW: Record<SceneKind, (r: Random) => string> = {
  living(r) {
    const wall = r.pick(WALLS);
    const sofa = r.pick(FABRICS);
    const windowX = r.int(90, 200);
    return (
      rect(0, 0, W, 610, wall) +
      floor(r, 610) +
      window_(r, windowX, 110, 340, 330) +
      artwork(r, 760, 130, 260, 170) +
      `<ellipse cx="840" cy="720" rx="420" ry="70" fill="${shade(r.pick(FABRICS), 0.35)}"/>` +
      rect(600, 470, 520, 130, sofa, 'rx="26"') +
      rect(620, 390, 480, 110, shade(sofa, -0.12), 'rx="30"') +
      rect(570, 440, 70, 160, shade(sofa, -0.2), 'rx="24"') +
      rect(1080, 440, 70, 160, shade(sofa, -0.2), 'rx="24"') +
      rect(660, 420, 120, 80, shade(sofa, 0.25), 'rx="18"') +
      rect(930, 420, 120, 80, shade(r.pick(FABRICS), 0.2), 'rx="18"') +
      rect(640, 600, 12, 40, '#3b2b20') +
      rect(1070, 600, 12, 40, '#3b2b20') +
      rect(720, 650, 260, 24, '#6a4b35', 'rx="8"') +
      lamp(500, 640, 300, shade(r.pick(FABRICS), 0.4)) +
      plant(r, 1210, 640)
    );
  },
  bedroom(r) {
    const wall = r.pick(WALLS);
    const blanket = r.pick(FABRICS);
    const head = r.pick(['#7b5a43', '#d7ccbd', '#4d5d6b', '#a57c5b']);
    return (
      rect(0, 0, W, 600, wall) +
      floor(r, 600) +
      window_(r, 80, 120, 260, 300) +
      rect(60, 100, 40, 360, shade(r.pick(FABRICS), 0.3)) +
      rect(320, 100, 40, 360, shade(r.pick(FABRICS), 0.3)) +
      rect(470, 250, 560, 330, head, 'rx="20"') +
      rect(440, 440, 620, 230, '#f8f6f1', 'rx="16"') +
      rect(440, 500, 620, 170, blanket, 'rx="16"') +
      rect(440, 500, 620, 30, shade(blanket, 0.3)) +
      rect(500, 380, 220, 90, '#ffffff', 'rx="30"') +
      rect(780, 380, 220, 90, '#ffffff', 'rx="30"') +
      rect(330, 480, 100, 130, '#8b6b4f', 'rx="6"') +
      rect(1080, 480, 100, 130, '#8b6b4f', 'rx="6"') +
      lamp(380, 480, 40, shade(r.pick(FABRICS), 0.45)) +
      lamp(1130, 480, 40, shade(r.pick(FABRICS), 0.45)) +
      artwork(r, 640, 110, 200, 120)
    );
  },
  kitchen(r) {
    const wall = r.pick(WALLS);
    const cabinet = r.pick(['#ffffff', '#2f4858', '#7a9e7e', '#d8cbb4', '#1f2d3d', '#b85c38']);
    const tile = r.pick(['#e8f1f2', '#f6efe3', '#dfe8df', '#f0e4e4']);
    let tiles = rect(0, 330, W, 180, tile);
    for (let x = 0; x < W; x += 40) tiles += rect(x, 330, 2, 180, shade(tile, -0.1));
    for (let y = 330; y < 510; y += 30) tiles += rect(0, y, W, 2, shade(tile, -0.1));
    let doors = '';
    for (let x = 40; x < W - 40; x += 150) {
      doors += rect(x, 540, 140, 200, cabinet, `stroke="${shade(cabinet, -0.2)}" stroke-width="4"`);
      doors += rect(x + 60, 560, 20, 6, '#9a9a9a');
      if (x < 400 || x > 900)
        doors += rect(x, 80, 140, 230, cabinet, `stroke="${shade(cabinet, -0.2)}" stroke-width="4"`);
    }
    return (
      rect(0, 0, W, 760, wall) +
      floor(r, 760) +
      tiles +
      window_(r, 480, 90, 320, 220) +
      doors +
      rect(20, 510, W - 40, 36, r.pick(['#d9d4cc', '#3a3a3a', '#c9b79c', '#f2f2f2'])) +
      rect(560, 496, 180, 14, '#2a2a2a') +
      `<circle cx="610" cy="503" r="12" fill="#555"/><circle cx="690" cy="503" r="12" fill="#555"/>` +
      `<ellipse cx="960" cy="500" rx="60" ry="18" fill="#e7ded0"/>` +
      `<circle cx="940" cy="486" r="16" fill="#e4572e"/><circle cx="970" cy="482" r="16" fill="#f3a712"/>` +
      `<circle cx="995" cy="488" r="14" fill="#76b041"/>` +
      rect(380, 0, 4, 120, '#333') +
      `<path d="M350 120 H414 L400 160 H364 Z" fill="${r.pick(FABRICS)}"/>` +
      rect(900, 0, 4, 120, '#333') +
      `<path d="M870 120 H934 L920 160 H884 Z" fill="${r.pick(FABRICS)}"/>`
    );
  },
  bathroom(r) {
    const tile = r.pick(['#e9f2f4', '#f4ece1', '#e2ece3', '#f1f1f1', '#e6e1ee']);
    let tiles = rect(0, 0, W, 700, tile);
    for (let x = 0; x < W; x += 64) tiles += rect(x, 0, 3, 700, shade(tile, -0.08));
    for (let y = 0; y < 700; y += 64) tiles += rect(0, y, W, 3, shade(tile, -0.08));
    const towel = r.pick(FABRICS);
    return (
      tiles +
      rect(0, 700, W, H - 700, r.pick(['#cfc8bd', '#8f8f8f', '#e0d6c6'])) +
      rect(80, 470, 620, 240, '#ffffff', 'rx="60" stroke="#d6d6d6" stroke-width="6"') +
      rect(110, 470, 560, 40, '#cfe8f3', 'rx="20"') +
      rect(640, 330, 12, 150, '#b8b8b8') +
      `<ellipse cx="980" cy="260" rx="140" ry="180" fill="#dcecf2" stroke="#b89b6a" stroke-width="12"/>` +
      rect(860, 470, 240, 40, '#ffffff', 'rx="12"') +
      rect(900, 510, 160, 190, shade(r.pick(FABRICS), 0.2), 'rx="8"') +
      rect(1150, 300, 60, 6, '#b8b8b8') +
      rect(1150, 306, 60, 200, towel, 'rx="6"') +
      plant(r, 780, 700)
    );
  },
  exterior(r) {
    const [top, bottom] = r.pick(SKIES);
    const walls = r.pick(['#f4efe6', '#d9c4a3', '#c86b4f', '#9fb7c9', '#f2d8a7', '#e8e2d6']);
    const roof = r.pick(['#8c3b2e', '#3b3f46', '#6b4f3a', '#4f6d7a']);
    const door = r.pick(FABRICS);
    let trees = '';
    for (let i = 0; i < 4; i++) {
      const x = r.pick([80, 180, 1080, 1180, 1010]) + r.int(-20, 20);
      trees += rect(x - 8, 520, 16, 120, '#5b4030');
      trees += `<circle cx="${x}" cy="${500 - r.int(0, 40)}" r="${r.int(55, 85)}" fill="${shade('#4f8a4b', r.next() * 0.3 - 0.15)}"/>`;
    }
    let windows = '';
    for (const x of [420, 760]) {
      for (const y of [330, 480]) windows += rect(x, y, 100, 90, '#cfe3ef', 'stroke="#ffffff" stroke-width="8"');
    }
    return (
      gradient('sky', top!, bottom!) +
      rect(0, 0, W, H, 'url(#sky)') +
      `<circle cx="${r.int(150, 1100)}" cy="120" r="60" fill="#fff3b0" opacity="0.9"/>` +
      rect(0, 620, W, H - 620, '#79a85b') +
      rect(340, 300, 600, 340, walls) +
      `<path d="M300 310 L640 110 L980 310 Z" fill="${roof}"/>` +
      windows +
      rect(590, 480, 100, 160, door, 'rx="6"') +
      `<path d="M600 640 L680 640 L760 853 L520 853 Z" fill="#d8cdb8"/>` +
      trees +
      rect(0, 660, 300, 10, '#f7f7f2') +
      rect(980, 660, 300, 10, '#f7f7f2')
    );
  },
  mountains(r) {
    const [top, bottom] = r.pick(SKIES);
    const base = r.pick(['#3e5c76', '#4b6043', '#5d4e6d', '#35524a', '#6b5b4b']);
    let ranges = '';
    for (let layer = 0; layer < 3; layer++) {
      const y = 360 + layer * 90;
      let d = `M0 ${y + 120}`;
      for (let x = 0; x <= W; x += 160) d += ` L${x + r.int(0, 80)} ${y - r.int(0, 160) + layer * 30}`;
      d += ` L${W} ${y + 120} V${H} H0 Z`;
      ranges += `<path d="${d}" fill="${shade(base, layer * -0.2 + 0.3)}"/>`;
    }
    let pines = '';
    for (let i = 0; i < 9; i++) {
      const x = r.int(0, W);
      const h = r.int(90, 160);
      pines += `<path d="M${x} ${760 - h} L${x + 34} 760 H${x - 34} Z" fill="#24422f"/>`;
    }
    return (
      gradient('sky', top!, bottom!) +
      rect(0, 0, W, H, 'url(#sky)') +
      `<circle cx="${r.int(200, 1080)}" cy="${r.int(90, 200)}" r="50" fill="#fff8d6"/>` +
      ranges +
      rect(0, 690, W, 90, shade(top!, -0.15), 'opacity="0.85"') +
      rect(0, 780, W, H - 780, '#4d6b3c') +
      pines
    );
  },
  seaside(r) {
    const [top, bottom] = r.pick(SKIES);
    const sea = r.pick(['#2f7fa8', '#1f6f8b', '#3a9dbf', '#2b5f87']);
    let waves = '';
    for (let y = 470; y < 640; y += 26)
      waves += rect(r.int(0, 400), y, r.int(200, 600), 4, shade(sea, 0.35), 'opacity="0.7"');
    const umbrella = r.pick(FABRICS);
    return (
      gradient('sky', top!, bottom!) +
      rect(0, 0, W, H, 'url(#sky)') +
      `<circle cx="${r.int(700, 1100)}" cy="${r.int(120, 260)}" r="70" fill="#fff0b3"/>` +
      rect(0, 440, W, 220, sea) +
      waves +
      `<path d="M0 640 Q640 590 1280 650 V853 H0 Z" fill="#ecd9b0"/>` +
      `<path d="M${r.int(200, 320)} 460 l40 -50 v50 Z" fill="#ffffff"/>` +
      rect(300, 560, 6, 200, '#7a5b3c', 'transform="rotate(-8 300 660)"') +
      `<path d="M200 570 Q300 470 420 560 Z" fill="${umbrella}"/>` +
      rect(380, 720, 160, 40, shade(r.pick(FABRICS), 0.3), 'rx="10"')
    );
  },
  city(r) {
    const [top, bottom] = r.pick([
      ['#26315a', '#f19a6b'],
      ['#1d2b4c', '#7f8fd1'],
      ['#3b2a55', '#f6b26b'],
      ['#13294b', '#e97f63'],
      ['#2d3f61', '#c5d4ea'],
    ]);
    let buildings = '';
    for (let x = 0; x < W; x += r.int(70, 120)) {
      const w = r.int(60, 110);
      const h = r.int(180, 460);
      const colour = shade('#2b3142', r.next() * 0.25);
      buildings += rect(x, 700 - h, w, h, colour);
      for (let wy = 700 - h + 20; wy < 680; wy += 34) {
        for (let wx = x + 10; wx < x + w - 14; wx += 22) {
          if (r.chance(0.45)) buildings += rect(wx, wy, 10, 16, '#ffd98a', 'opacity="0.9"');
        }
      }
    }
    return (
      gradient('sky', top!, bottom!) +
      rect(0, 0, W, H, 'url(#sky)') +
      buildings +
      rect(0, 700, W, H - 700, '#1b2433') +
      rect(0, 700, W, 8, '#ffd98a', 'opacity="0.35"')
    );
  },
};
