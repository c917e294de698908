#!/usr/bin/env node
/**
 * Generates the site's illustrations (flat vector scenes of Dubai Marina) as SVG,
 * rasterises them in headless Chromium and writes WebP/JPEG files to public/img/.
 *
 *   node scripts/generate-images.mjs                 # everything
 *   node scripts/generate-images.mjs --only yachts   # files whose path contains "yachts"
 *   node scripts/generate-images.mjs --preview /tmp/prev   # also write PNG previews there
 *
 * Output is deterministic: all randomness comes from a seeded PRNG.
 */
import { chromium } from '@playwright/test';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'public', 'img');
const argValue = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const ONLY = argValue('--only');
const PREVIEW = argValue('--preview');

// ---------------------------------------------------------------- utilities
const n1 = (v) => Math.round(v * 10) / 10;
const pts = (arr) => arr.map(([x, y]) => `${n1(x)},${n1(y)}`).join(' ');
const lerp = (a, b, t) => a + (b - a) * t;
const clamp = (v, a = 0, b = 1) => Math.min(b, Math.max(a, v));
const smooth = (a, b, x) => { const t = clamp((x - a) / (b - a)); return t * t * (3 - 2 * t); };
const range = (n) => Array.from({ length: n }, (_, i) => i);

function rng(seed) {
  let h = 2166136261;
  for (const ch of String(seed)) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  let a = h >>> 0;
  return () => { // mulberry32
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (rnd, arr) => arr[Math.floor(rnd() * arr.length)];

const hex2rgb = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const mix = (a, b, t) => '#' + hex2rgb(a).map((v, i) => Math.round(lerp(v, hex2rgb(b)[i], t)).toString(16).padStart(2, '0')).join('');

let idCounter = 0;
const uid = (p) => `${p}${++idCounter}`;
const stopsSvg = (stops) => stops.map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`).join('');
const linear = (id, stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) => `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsSvg(stops)}</linearGradient>`;
const radial = (id, stops) => `<radialGradient id="${id}">${stopsSvg(stops)}</radialGradient>`;
const polygonArea = (p) => p.reduce((a, [x, y], i) => { const [x2, y2] = p[(i + 1) % p.length]; return a + x * y2 - x2 * y; }, 0) / 2;
const glow = (x, y, r, color, op = 0.5) => { const id = uid('g'); return `<defs>${radial(id, [[0, color, op], [1, color, 0]])}</defs><circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r)}" fill="url(#${id})"/>`; };

// ---------------------------------------------------------------- palettes per time of day
const TIMES = {
  day: { sky: [[0, '#2a72b5'], [0.6, '#6fb2df'], [1, '#d6ecf5']], sun: { x: 0.82, y: 0.22, r: 30, c: '#fffdf0', glow: '#ffffff', go: 0.55 },
    far: '#a9c2d4', near: '#7f9db6', hi: '#cbdbe7', win: 0, sea: [[0, '#6cb3cf'], [0.25, '#2b80a8'], [1, '#0c4a70']], wave: '#e8f6ff', glint: '#ffffff',
    light: '#ffffff', lightAmt: 0, shadow: '#4d6479', dim: 0, clouds: 'puffy', cloudC: '#ffffff', stars: 0, sil: '#1b2a40' },
  golden: { sky: [[0, '#4a6796'], [0.45, '#c99a7a'], [0.8, '#f4bb6e'], [1, '#fde2a4']], sun: { x: 0.6, y: 0.84, r: 38, c: '#fff3cf', glow: '#ffc76a', go: 0.75 },
    far: '#c79f8a', near: '#8c6c70', hi: '#eac39c', win: 0.04, winC: ['#ffe2a0'], sea: [[0, '#f0c088'], [0.22, '#a08c8c'], [1, '#2c3b5e']], wave: '#ffe7bf', glint: '#fff0c8',
    light: '#ffd9a0', lightAmt: 0.2, shadow: '#5b4d63', dim: 0.08, clouds: 'streak', cloudC: '#ffe8c4', stars: 0, sil: '#3a2c3c' },
  sunset: { sky: [[0, '#2b2452'], [0.35, '#7b3f74'], [0.62, '#e0675f'], [0.85, '#f7a055'], [1, '#ffd08c']], sun: { x: 0.5, y: 0.9, r: 48, c: '#ffe6b0', glow: '#ff9450', go: 0.8 },
    far: '#8c4a66', near: '#4a2746', hi: '#b86a70', win: 0.1, winC: ['#ffcf7a'], sea: [[0, '#f39a62'], [0.18, '#a9506a'], [1, '#241a3c']], wave: '#ffc59a', glint: '#ffe2b0',
    light: '#ff9a72', lightAmt: 0.25, shadow: '#3d2848', dim: 0.2, clouds: 'streak', cloudC: '#ff9fa0', stars: 0, sil: '#24162e' },
  dusk: { sky: [[0, '#0a1838'], [0.45, '#203c78'], [0.78, '#5c6aa8'], [1, '#d79b8c']], moon: { x: 0.18, y: 0.25, r: 12 },
    far: '#33457a', near: '#1a2652', hi: '#3c5290', win: 0.3, winC: ['#ffd68a', '#fff0c0'], sea: [[0, '#8a86b0'], [0.15, '#34477e'], [1, '#0a1434']], wave: '#b7c4ef', glint: '#ffe0b0',
    light: '#b0bce6', lightAmt: 0.22, shadow: '#26315c', dim: 0.38, clouds: 'streak', cloudC: '#3a4a86', stars: 35, sil: '#0e1530', lights: true },
  night: { sky: [[0, '#02050f'], [0.6, '#07122c'], [1, '#15284f']], moon: { x: 0.8, y: 0.2, r: 20 },
    far: '#15213f', near: '#0b1430', hi: '#1c2a52', win: 0.36, winC: ['#ffd27a', '#fff3c8', '#a9dcff'], sea: [[0, '#1b2d55'], [0.2, '#0b1736'], [1, '#030817']], wave: '#6d86c4', glint: '#fff1c8',
    light: '#7f8fc0', lightAmt: 0.3, shadow: '#0c1430', dim: 0.55, clouds: null, stars: 170, sil: '#050a1a', lights: true },
  morning: { sky: [[0, '#6c98c6'], [0.5, '#b7c7db'], [0.85, '#f2cdbb'], [1, '#fde7d2']], sun: { x: 0.2, y: 0.86, r: 28, c: '#fff6e2', glow: '#ffd5ae', go: 0.6 },
    far: '#bdb4c2', near: '#958fa8', hi: '#d9cdd6', win: 0, sea: [[0, '#efd0bd'], [0.25, '#98a9c2'], [1, '#44628a']], wave: '#fff2e6', glint: '#fff4e4',
    light: '#ffe2cc', lightAmt: 0.12, shadow: '#6a7592', dim: 0.05, clouds: 'streak', cloudC: '#ffffff', stars: 0, sil: '#3a3f58' },
};

/** Colour of a surface under the scene's light. kind: side | top | front | back */
function lit(base, kind, t) {
  let c = mix(base, t.shadow, t.dim);
  if (kind === 'side') c = mix(c, t.light, t.lightAmt);
  if (kind === 'top') c = mix(c, '#ffffff', 0.12 * (1 - t.dim));
  if (kind === 'front') c = mix(c, t.shadow, 0.2);
  if (kind === 'back') c = mix(c, t.shadow, 0.32);
  return c;
}

// ---------------------------------------------------------------- sky
function skyLayer(W, hy, t, rnd, o = {}) {
  const id = uid('sky');
  let s = `<defs>${linear(id, t.sky)}</defs><rect width="${W}" height="${n1(hy + 2)}" fill="url(#${id})"/>`;
  if (t.stars) {
    s += '<g fill="#fff">';
    for (let i = 0; i < t.stars; i++) s += `<circle cx="${n1(rnd() * W)}" cy="${n1(Math.pow(rnd(), 1.4) * hy * 0.8)}" r="${n1(0.5 + rnd() * 1.2)}" opacity="${n1(0.3 + rnd() * 0.7)}"/>`;
    s += '</g>';
  }
  if (t.sun && o.sun !== false) {
    const x = (o.sunX ?? t.sun.x) * W, y = (o.sunY ?? t.sun.y) * hy, r = t.sun.r * (o.sunScale ?? 1) * hy / 480;
    s += glow(x, y, r * 7, t.sun.glow, t.sun.go) + `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r)}" fill="${t.sun.c}"/>`;
  }
  if (t.moon && o.moon !== false) {
    const x = (o.moonX ?? t.moon.x) * W, y = t.moon.y * hy, r = t.moon.r * hy / 480;
    s += glow(x, y, r * 5, '#cfe0ff', 0.35) + `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r)}" fill="#f4f1e4"/><circle cx="${n1(x - r * 0.3)}" cy="${n1(y - r * 0.2)}" r="${n1(r * 0.22)}" fill="#dcd8c8"/>`;
  }
  if (t.clouds === 'puffy') {
    for (let i = 0; i < 4; i++) {
      const cx = (0.08 + i * 0.24 + rnd() * 0.1) * W, cy = (0.15 + rnd() * 0.4) * hy, sc = (0.6 + rnd() * 0.7) * hy / 480;
      const blobs = range(5).map((j) => [cx + (j - 2) * 26 * sc, cy - Math.sin((j / 4) * Math.PI) * 16 * sc, (16 + Math.sin((j / 4) * Math.PI) * 14) * sc]);
      const draw = (dy, fill, op) => `<g fill="${fill}" opacity="${op}">${blobs.map(([x, y, r]) => `<circle cx="${n1(x)}" cy="${n1(y + dy)}" r="${n1(r)}"/>`).join('')}<rect x="${n1(cx - 62 * sc)}" y="${n1(cy + dy - 4 * sc)}" width="${n1(124 * sc)}" height="${n1(18 * sc)}" rx="${n1(9 * sc)}"/></g>`;
      s += draw(5 * sc, '#bcd6e8', 0.7) + draw(0, t.cloudC, 0.92);
    }
  } else if (t.clouds === 'streak') {
    s += `<g fill="${t.cloudC}">`;
    for (let i = 0; i < 7; i++) s += `<ellipse cx="${n1(rnd() * W)}" cy="${n1((0.3 + rnd() * 0.55) * hy)}" rx="${n1((60 + rnd() * 170) * W / 1200)}" ry="${n1(2 + rnd() * 5)}" opacity="${n1(0.25 + rnd() * 0.35)}"/>`;
    s += '</g>';
  }
  if (o.birds) {
    s += `<g fill="none" stroke="${mix(t.sil, '#000000', 0.2)}" stroke-width="1.6" stroke-linecap="round" opacity="0.7">`;
    for (let i = 0; i < o.birds; i++) {
      const x = (o.birdsX ?? 0.3) * W + (rnd() - 0.5) * 0.2 * W, y = (0.2 + rnd() * 0.3) * hy, w = 5 + rnd() * 5;
      s += `<path d="M${n1(x - w)} ${n1(y)}Q${n1(x - w / 2)} ${n1(y - w * 0.6)} ${n1(x)} ${n1(y)}Q${n1(x + w / 2)} ${n1(y - w * 0.6)} ${n1(x + w)} ${n1(y)}"/>`;
    }
    s += '</g>';
  }
  return s;
}

// ---------------------------------------------------------------- skyline and landmarks
function towerD(x, w, h, base, style) {
  const r = n1, top = base - h;
  const box = (x0, y0, x1, y1) => `M${r(x0)} ${r(y1)}V${r(y0)}H${r(x1)}V${r(y1)}Z`;
  const body = box(x, top, x + w, base);
  switch (style) {
    case 'spire': return body + `M${r(x + w * 0.42)} ${r(top + 1)}L${r(x + w * 0.5)} ${r(top - h * 0.3)}L${r(x + w * 0.58)} ${r(top + 1)}Z`;
    case 'step': return body + box(x + w * 0.12, top - h * 0.07, x + w * 0.88, top + 1) + box(x + w * 0.3, top - h * 0.13, x + w * 0.7, top + 1);
    case 'round': return `M${r(x)} ${r(base)}V${r(top + w / 2)}A${r(w / 2)} ${r(w / 2)} 0 0 1 ${r(x + w)} ${r(top + w / 2)}V${r(base)}Z`;
    case 'slant': return `M${r(x)} ${r(base)}V${r(top + h * 0.1)}L${r(x + w)} ${r(top)}V${r(base)}Z`;
    case 'crown': return body + box(x + w * 0.1, top - h * 0.09, x + w * 0.2, top + 1) + box(x + w * 0.8, top - h * 0.09, x + w * 0.9, top + 1);
    default: return body + box(x + w * 0.25, top - 4, x + w * 0.6, top + 1);
  }
}

/** Stepped, tapering super-tall tower with a needle (generic "tallest tower" silhouette). */
function megaTowerD(x, base, h, w) {
  const sections = [[1, 0], [0.78, 0.22], [0.6, 0.42], [0.44, 0.6], [0.3, 0.74], [0.17, 0.85], [0.07, 0.92], [0.02, 1]];
  const left = [], right = [];
  sections.forEach(([wf, hf], i) => {
    const y = base - hf * h, yNext = i < sections.length - 1 ? base - sections[i + 1][1] * h : y;
    left.push([x - (wf * w) / 2, y], [x - (wf * w) / 2, yNext]);
    right.unshift([x + (wf * w) / 2, yNext], [x + (wf * w) / 2, y]);
  });
  return `M${pts([...left, ...right]).replace(/ /g, 'L')}Z`;
}

/** The sail-shaped hotel on its island. */
function burjAlArab(x, base, h, t, o = {}) {
  const col = o.color ?? lit('#f6f3ec', 'side', t), line = mix(col, t.shadow, 0.35), spine = mix(col, t.shadow, 0.25);
  const P = (dx, dy) => `${n1(x + dx * h)} ${n1(base - dy * h)}`;
  let s = `<ellipse cx="${n1(x + 0.16 * h)}" cy="${n1(base)}" rx="${n1(0.34 * h)}" ry="${n1(0.025 * h)}" fill="${o.island ?? t.near}"/>`;
  s += `<path d="M${P(0, 0)}L${P(0.02, 0.88)}C${P(0.24, 0.78)} ${P(0.4, 0.46)} ${P(0.36, 0)}Z" fill="${col}"/>`;
  s += `<path d="M${P(0.05, 0.66)}Q${P(0.2, 0.6)} ${P(0.3, 0.5)}M${P(0.04, 0.44)}Q${P(0.22, 0.38)} ${P(0.36, 0.28)}M${P(0.03, 0.22)}Q${P(0.2, 0.16)} ${P(0.37, 0.12)}" fill="none" stroke="${line}" stroke-width="${n1(h * 0.006)}" opacity="0.6"/>`;
  s += `<path d="M${P(-0.035, 0)}L${P(-0.004, 0.92)}L${P(0.028, 0.92)}L${P(0.024, 0)}Z" fill="${spine}"/>`;
  s += `<path d="M${P(0.012, 0.92)}L${P(0.014, 1.02)}" stroke="${spine}" stroke-width="${n1(h * 0.008)}"/>`;
  s += `<path d="M${P(-0.01, 0.76)}L${P(-0.06, 0.78)}" stroke="${spine}" stroke-width="${n1(h * 0.01)}"/><ellipse cx="${n1(x - 0.075 * h)}" cy="${n1(base - 0.785 * h)}" rx="${n1(0.05 * h)}" ry="${n1(0.01 * h)}" fill="${spine}"/>`;
  return s;
}

function skyline(W, hy, t, rnd, o = {}) {
  const sc = o.scale ?? 1, maxH = (o.height ?? 0.5) * hy;
  const centres = o.clusters ?? [0.15 + rnd() * 0.3, 0.6 + rnd() * 0.3];
  const bump = (xf) => 0.3 + centres.reduce((a, c) => a + Math.exp(-(((xf - c) / 0.13) ** 2)), 0);
  const calm = (xf) => (o.calmLeft ? 0.2 + 0.8 * smooth(0.18, 0.48, xf) : 1);
  const styles = ['flat', 'flat', 'step', 'spire', 'round', 'slant', 'crown'];
  let far = '', near = '', hi = '', base = hy + 1;
  const wins = (t.winC ?? []).map(() => '');
  let farWins = '';
  for (let x = -10; x < W; ) {
    const w = (14 + rnd() * 24) * sc, xf = x / W, h = maxH * (0.12 + 0.3 * rnd()) * bump(xf) * calm(xf);
    far += towerD(x, w, h, base, pick(rnd, styles));
    if (t.win) for (let y = base - h + 5; y < base - 3; y += 8 * sc) for (let wx = x + 3; wx < x + w - 3; wx += 6 * sc) if (rnd() < t.win * 0.35) farWins += `M${n1(wx)} ${n1(y)}h1.6v2h-1.6z`;
    x += w + rnd() * 4;
  }
  if (o.megaTower != null) far += megaTowerD(o.megaTower * W, base, maxH * 1.45, 34 * sc);
  for (let x = -20; x < W; ) {
    const w = (20 + rnd() * 34) * sc, xf = (x + w / 2) / W;
    const h = maxH * (0.1 + 0.55 * Math.pow(rnd(), 0.8)) * bump(xf) * 0.72 * calm(xf);
    near += towerD(x, w, h, base, pick(rnd, styles));
    hi += `M${n1(x)} ${n1(base - h)}h${n1(w * 0.22)}V${n1(base)}h${n1(-w * 0.22)}z`;
    if (t.win) {
      for (let y = base - h + 6; y < base - 4; y += 7 * sc) for (let wx = x + 3; wx < x + w - 3; wx += 5 * sc) {
        if (rnd() < t.win) { const ci = Math.floor(rnd() * wins.length); wins[ci] += `M${n1(wx)} ${n1(y)}h${n1(2.2 * sc)}v${n1(2.8 * sc)}h${n1(-2.2 * sc)}z`; }
      }
    }
    x += w + (rnd() < 0.3 ? rnd() * 30 : rnd() * 6) * sc;
  }
  let s = `<path d="${far}" fill="${t.far}"/>`;
  if (farWins) s += `<path d="${farWins}" fill="${t.winC[0]}" opacity="0.45"/>`;
  if (o.burj != null) s += burjAlArab(o.burj * W, base, maxH * 0.62, t, { color: mix(t.far, '#ffffff', t.dim > 0.3 ? 0.15 : 0.35), island: t.far });
  s += `<path d="${near}" fill="${t.near}"/><path d="${hi}" fill="${t.hi}" opacity="0.45"/>`;
  if (!t.win) { // floor lines on sunny facades
    const pid = uid('fl'), cid = uid('cl');
    s += `<defs><pattern id="${pid}" width="8" height="${n1(6 * sc)}" patternUnits="userSpaceOnUse"><rect width="8" height="1.2" fill="${t.hi}"/></pattern><clipPath id="${cid}"><path d="${near}"/></clipPath></defs><rect y="${n1(hy - maxH * 1.5)}" width="${W}" height="${n1(maxH * 1.5)}" fill="url(#${pid})" opacity="0.35" clip-path="url(#${cid})"/>`;
  }
  wins.forEach((d, i) => { if (d) s += `<path d="${d}" fill="${t.winC[i]}"/>`; });
  s += `<rect y="${n1(base - 3)}" width="${W}" height="5" fill="${mix(t.near, '#000000', 0.15)}"/>`;
  return s;
}

/** Grand arched resort: two towers joined high up by a bridge over a huge arch, terraced wings either side. */
function archedResort(cx, base, S, t) {
  const main = lit('#f3cfae', 'side', t), shade = lit('#dba486', 'side', t), accent = lit('#b5685a', 'side', t);
  const X = (f) => n1(cx + f * S), Y = (f) => n1(base - f * S);
  const wing = (dir) => {
    let d = `M${X(dir * 0.26)} ${Y(0)}`;
    for (let i = 0; i < 6; i++) d += `L${X(dir * (0.26 + i * 0.12))} ${Y(0.58 - i * 0.05)}L${X(dir * (0.38 + i * 0.12))} ${Y(0.58 - i * 0.05)}`;
    return `${d}L${X(dir * 0.98)} ${Y(0)}Z`;
  };
  const towers = `M${X(-0.3)} ${Y(0)}V${Y(0.88)}H${X(0.3)}V${Y(0)}Z M${X(-0.12)} ${Y(0)}V${Y(0.5)}A${n1(0.12 * S)} ${n1(0.12 * S)} 0 0 1 ${X(0.12)} ${Y(0.5)}V${Y(0)}Z`;
  const building = wing(-1) + wing(1);
  const pid = uid('aw'), cid = uid('ac');
  let s = `<defs><pattern id="${pid}" width="${n1(S * 0.03)}" height="${n1(S * 0.045)}" patternUnits="userSpaceOnUse"><rect width="${n1(S * 0.014)}" height="${n1(S * 0.02)}" fill="${accent}"/></pattern><clipPath id="${cid}"><path d="${building}"/><path d="${towers}" clip-rule="evenodd"/></clipPath></defs>`;
  s += `<path d="${wing(-1)}" fill="${main}"/><path d="${wing(1)}" fill="${shade}"/><path d="${towers}" fill="${main}" fill-rule="evenodd"/>`;
  s += `<path d="M${X(0.12)} ${Y(0)}V${Y(0.5)}A${n1(0.12 * S)} ${n1(0.12 * S)} 0 0 0 ${X(0)} ${Y(0.62)}V${Y(0.88)}H${X(0.3)}V${Y(0)}Z" fill="${shade}" opacity="0.6"/>`;
  s += `<rect x="${X(-1)}" y="${Y(0.9)}" width="${n1(2 * S)}" height="${n1(0.95 * S)}" fill="url(#${pid})" opacity="0.3" clip-path="url(#${cid})"/>`;
  s += `<path d="M${X(-0.12)} ${Y(0.88)}V${Y(0.94)}Q${X(0)} ${Y(1.08)} ${X(0.12)} ${Y(0.94)}V${Y(0.88)}Z" fill="${accent}"/>`;
  for (const f of [-0.21, 0.21]) s += `<path d="M${X(f - 0.09)} ${Y(0.88)}V${Y(0.92)}L${X(f)} ${Y(1.0)}L${X(f + 0.09)} ${Y(0.92)}V${Y(0.88)}Z" fill="${accent}"/>`;
  for (const f of [-0.3, 0.3]) s += `<rect x="${X(f - 0.02)}" y="${Y(0.9)}" width="${n1(0.04 * S)}" height="${n1(0.9 * S)}" fill="${accent}" opacity="0.5"/>`;
  return s;
}

function palm(x, base, h, color, lean = 0.15) {
  const tx = x + lean * h, ty = base - h;
  let s = `<path d="M${n1(x)} ${n1(base)}Q${n1(x + lean * h * 0.2)} ${n1(base - h * 0.5)} ${n1(tx)} ${n1(ty)}" fill="none" stroke="${color}" stroke-width="${n1(h * 0.05)}" stroke-linecap="round"/>`;
  for (let i = 0; i < 7; i++) {
    const a = Math.PI * (1.05 + i * 0.15), len = h * (0.42 + (i % 2) * 0.08);
    const ex = tx + Math.cos(a) * len, ey = ty + Math.sin(a) * len * 0.55 + len * 0.35;
    const mx = (tx + ex) / 2, my = (ty + ey) / 2 - len * 0.28;
    s += `<path d="M${n1(tx)} ${n1(ty)}Q${n1(mx)} ${n1(my - len * 0.08)} ${n1(ex)} ${n1(ey)}Q${n1(mx)} ${n1(my + len * 0.1)} ${n1(tx)} ${n1(ty)}Z" fill="${color}"/>`;
  }
  return s;
}

// ---------------------------------------------------------------- sea
function seaLayer(W, H, hy, t) {
  const id = uid('sea');
  return `<defs>${linear(id, t.sea)}</defs><rect y="${n1(hy)}" width="${W}" height="${n1(H - hy)}" fill="url(#${id})"/>`;
}
function waveLines(W, H, hy, t, rnd, count = 150) {
  let d = '';
  for (let i = 0; i < count; i++) {
    const f = Math.pow(rnd(), 1.5), y = hy + 3 + (H - hy) * f, len = (8 + 110 * f) * (0.5 + rnd()) * W / 1200, th = 0.5 + 2.4 * f, x = rnd() * W;
    d += `M${n1(x)} ${n1(y)}q${n1(len / 2)} ${n1(-th)} ${n1(len)} 0q${n1(-len / 2)} ${n1(th * 0.6)} ${n1(-len)} 0z`;
  }
  return `<path d="${d}" fill="${t.wave}" opacity="0.3"/>`;
}
function glintColumn(x0, H, hy, color, rnd, width = 1) {
  let d = '';
  for (let y = hy + 2; y < H; y += 2.5 + 9 * ((y - hy) / (H - hy))) {
    const f = (y - hy) / (H - hy), len = (14 + 130 * f) * (0.3 + rnd()) * width, x = x0 + (rnd() - 0.5) * (24 + 240 * f) * width - len / 2, th = 0.8 + 3 * f;
    d += `M${n1(x)} ${n1(y)}q${n1(len / 2)} ${n1(-th)} ${n1(len)} 0q${n1(-len / 2)} ${n1(th)} ${n1(-len)} 0z`;
  }
  return `<path d="${d}" fill="${color}" opacity="0.6"/>`;
}
function distantBoats(W, hy, t, rnd, n, xMin = 0) {
  let s = `<g fill="${mix(t.far, '#ffffff', t.dim > 0.3 ? 0.1 : 0.6)}">`;
  for (let i = 0; i < n; i++) {
    const x = (xMin + rnd() * (1 - xMin)) * W, y = hy + 3 + rnd() * 8, w = 10 + rnd() * 14;
    s += `<path d="M${n1(x)} ${n1(y)}h${n1(w)}l${n1(w * 0.25)} ${n1(-w * 0.18)}h${n1(-w * 1.3)}z M${n1(x + w * 0.2)} ${n1(y - w * 0.18)}h${n1(w * 0.55)}l${n1(-w * 0.1)} ${n1(-w * 0.15)}h${n1(-w * 0.38)}z"/>`;
  }
  return s + '</g>';
}

// ---------------------------------------------------------------- the yacht (simple 3-D model, projected)
const FLEET = {
  'azure-pearl': { len: 42, decks: 1, type: 'sport', hull: '#fbfaf6', accent: '#1f8fd6', boot: '#15406b', mast: '#2a2f38' },
  'marina-star': { len: 55, decks: 2, hull: '#f8f6f0', accent: '#1b2a4e', boot: '#1b2a4e' },
  'royal-falcon': { len: 88, decks: 3, hull: '#fffdf7', accent: '#c9a24a', boot: '#1c2233', hullWindows: true },
  'sea-breeze': { len: 36, decks: 1, type: 'sport', hull: '#fbfbf8', accent: '#17a398', boot: '#0e5f5a', mast: '#d8dde2' },
  'golden-horizon': { len: 101, decks: 3, hull: '#fffcf2', accent: '#d4a94f', boot: '#d4a94f', hullWindows: true, long: true },
  'desert-rose': { len: 65, decks: 2, hull: '#fbf6f1', accent: '#b8735a', boot: '#7a3e33' },
  'silver-wave': { len: 48, decks: 2, hull: '#c5cbd2', accent: '#5d6a78', boot: '#39424d', sup: '#f3f4f5' },
  majesty: { len: 120, decks: 4, hull: '#17191f', accent: '#c9a24a', boot: '#c9a24a', sup: '#f5f2ea', hullWindows: true, long: true },
  'blue-lagoon': { len: 44, decks: 1, type: 'cat', hull: '#fafcfd', accent: '#2a6fdb', boot: '#1d4fa0' },
  'ocean-whisper': { len: 75, decks: 3, hull: '#1d3157', accent: '#9fc0e3', boot: '#9fc0e3', sup: '#f2f3f4', hullWindows: true },
};
const LEVELS = {
  1: [[0.26, 0.7]], 2: [[0.15, 0.69], [0.26, 0.58]], 3: [[0.12, 0.72], [0.18, 0.64], [0.27, 0.55]], 4: [[0.1, 0.74], [0.15, 0.67], [0.21, 0.6], [0.29, 0.53]],
};
const CAMERAS = { side: { yaw: 0, pitch: 0.05 }, bow: { yaw: 0.62, pitch: 0.17 }, stern: { yaw: -0.6, pitch: 0.2 } };

/**
 * o: { t, cx, wy (screen waterline centre), len (screen length px), view, mirror, sil (silhouette colour), lights, extras(P,k,G) }
 */
function drawYacht(spec, o) {
  const L = 1000, t = o.t, cat = spec.type === 'cat', sport = spec.type === 'sport';
  const cam = CAMERAS[o.view] ?? CAMERAS.side, f = L * 2.4, k = o.len / L, my = o.mirror ? -1 : 1;
  const [cy, sy, cp, sp] = [Math.cos(cam.yaw), Math.sin(cam.yaw), Math.cos(cam.pitch), Math.sin(cam.pitch)];
  const P = (x, y, z) => {
    const xc = x - L / 2, X = xc * cy - z * sy, D = xc * sy + z * cy, s = f / (f - D);
    return [o.cx + k * X * s, o.wy + k * (-my * y * cp + D * sp) * s];
  };
  const hH = L * (sport ? 0.1 : cat ? 0.105 : spec.long ? 0.09 : 0.097);
  const lvH = L * (sport ? 0.075 : cat ? 0.085 : { 1: 0.085, 2: 0.08, 3: 0.068, 4: 0.058 }[spec.decks]);
  const sheer = (x) => hH * (1 + 0.32 * Math.max(0, (x / L - 0.5) / 0.5) ** 2);
  const sil = o.sil, night = o.lights && !sil;
  const C = (base, kind) => sil ?? lit(base, kind, t);
  const sup = spec.sup ?? spec.hull;
  const visible = (p3) => { const a = polygonArea(p3.map((q) => P(...q))); return (o.mirror ? -a : a) < -1; };
  const poly = (p3, fill, extra = '') => `<polygon points="${pts(p3.map((q) => P(...q)))}" fill="${fill}"${extra}/>`;
  const face = (p3, fill, extra) => (visible(p3) ? poly(p3, fill, extra) : '');
  const line = (p3, stroke, w, extra = '') => `<polyline points="${pts(p3.map((q) => P(...q)))}" fill="none" stroke="${stroke}" stroke-width="${n1(Math.max(0.6, w * k))}" stroke-linecap="round"${extra}/>`;

  const glassId = uid('gl');
  const glass = sil ? mix(sil, '#ffb070', 0.12) : `url(#${glassId})`;
  let s = `<defs>${night ? linear(glassId, [[0, '#ffe1a0'], [1, '#f0a04a']]) : linear(glassId, [[0, mix('#0e1a2a', t.shadow, 0.3)], [1, mix('#3d5f7e', t.glint, 0.15)]])}</defs>`;
  if (night && !o.mirror) s += glow(...P(L * 0.45, 0, 0), o.len * 0.42, '#3fe0d0', 0.35);

  // ---- hulls (a catamaran has two narrow ones)
  const hulls = cat ? [{ zc: -L * 0.14, B: L * 0.05 }, { zc: L * 0.14, B: L * 0.05 }] : [{ zc: 0, B: L * (sport ? 0.14 : 0.125) }];
  const bowX = L, wlX = cat ? L * 0.975 : L * 0.86;
  const shape = (u) => (u < 0.5 ? 0.9 + 0.1 * (u / 0.5) : Math.sqrt(Math.max(0, 1 - ((u - 0.5) / 0.5) ** 2)));
  const xs = range(25).map((i) => (i / 24) * bowX);
  const drawHull = ({ zc, B }) => {
    const hb = (x) => B * shape(x / bowX), hw = (x) => (x > wlX ? 0 : 0.86 * B * shape(x / wlX));
    const zs = (x, y) => zc + hw(x) + (hb(x) - hw(x)) * clamp(y / sheer(x)) + 1;
    const top = xs.map((x) => [x, sheer(x), zc + hb(x)]);
    const stem = range(6).map((i) => { const u = (i + 1) / 6; return [bowX - (bowX - wlX) * Math.pow(u, 1.6), sheer(bowX) * (1 - u), zc]; });
    const bottom = xs.filter((x) => x <= wlX).reverse().map((x) => [x, 0, zc + hw(x)]);
    const near = [...top, ...stem, ...bottom].reverse();
    const hullId = uid('hu');
    let h = '';
    h += `<defs>${linear(hullId, [[0, C(spec.hull, 'side')], [1, sil ?? mix(C(spec.hull, 'side'), t.shadow, 0.28)]])}</defs>`;
    h += face([...xs.map((x) => [x, sheer(x), zc + hb(x)]), ...xs.slice().reverse().map((x) => [x, sheer(x), zc - hb(x)])], C(cat ? spec.hull : '#c59a6a', 'top'));
    h += face([[0, 0, zc - hw(0)], [0, 0, zc + hw(0)], [0, sheer(0), zc + hb(0)], [0, sheer(0), zc - hb(0)]], C(spec.hull, 'back'));
    if (visible(near)) {
      h += poly(near, `url(#${hullId})`);
      const band = (xa, xb, yTop, width, fill) => {
        const xsb = range(21).map((i) => lerp(xa, xb, i / 20));
        const wv = (x) => width(x);
        h += poly([...xsb.map((x) => [x, yTop(x), zs(x, yTop(x))]), ...xsb.slice().reverse().map((x) => [x, yTop(x) - wv(x), zs(x, yTop(x) - wv(x))])], fill);
      };
      if (!sil) {
        band(0, wlX, () => hH * 0.16, () => hH * 0.16, C(spec.boot, 'side'));
        const taper = (xa, xb, w) => (x) => w * Math.pow(Math.sin((Math.PI * (x - xa)) / (xb - xa)), 0.5);
        if (sport) band(L * 0.04, L * 0.78, (x) => sheer(x) - hH * 0.18, taper(L * 0.04, L * 0.78, hH * 0.3), C(spec.accent, 'side'));
        else band(L * 0.02, L * 0.93, (x) => sheer(x) - hH * 0.2, taper(L * 0.02, L * 0.93, hH * 0.12), C(spec.accent, 'side'));
        if (spec.hullWindows) for (let i = 0; i < 4; i++) { const xa = L * (0.3 + i * 0.075); band(xa, xa + L * 0.055, () => hH * 0.62, () => hH * 0.14, glass); }
        h += line(xs.filter((x) => x <= wlX).map((x) => [x, 1, zc + hw(x) + 1]), '#000000', 3, ' opacity="0.25"');
      }
    }
    return h;
  };
  if (cat) {
    s += drawHull(hulls[0]);
    const bx0 = L * 0.06, bx1 = L * 0.8, hw = L * 0.19, y0 = hH * 0.45, y1 = hH * 1.02;
    s += face([[bx1, y0, hw], [bx1, y0, -hw], [bx1 - 20, y1, -hw], [bx1 - 20, y1, hw]], C(sup, 'front'));
    s += face([[bx0, y1, hw], [bx1 - 20, y1, hw], [bx1 - 20, y1, -hw], [bx0, y1, -hw]], C('#c59a6a', 'top'));
    s += drawHull(hulls[1]);
    s += face([[bx0, y0 + hH * 0.35, hw], [bx1, y0 + hH * 0.35, hw], [bx1 - 20, y1, hw], [bx0, y1, hw]], C(sup, 'side'));
  } else s += drawHull(hulls[0]);

  const B0 = hulls.length === 1 ? hulls[0].B : L * 0.19;
  const stern = () => { // swim platform
    const y0 = hH * 0.12, y1 = hH * 0.2, hw = B0 * 0.85, x0 = -L * 0.035;
    return face([[x0, y1, hw], [0, y1, hw], [0, y1, -hw], [x0, y1, -hw]], C('#c59a6a', 'top')) + face([[x0, y0, hw], [0, y0, hw], [0, y1, hw], [x0, y1, hw]], C(spec.hull, 'side')) + face([[x0, y0, -hw], [x0, y0, hw], [x0, y1, hw], [x0, y1, -hw]], C(spec.hull, 'back'));
  };
  s = cam.yaw < 0 ? s + stern() : stern() + s;

  // ---- superstructure: one box per deck level, each with a roof slab overhanging the aft deck
  const rails = [];
  let base = sheer(L * 0.3);
  const levels = sport ? [[0.28, 0.66]] : cat ? [[0.2, 0.66]] : LEVELS[spec.decks];
  let top = { x0: 0, x1: 0, y: base, hw: 0 };
  levels.forEach(([a, b], i) => {
    const x0 = a * L, x1 = b * L, h = lvH, hw = B0 * (cat ? 0.85 : 0.86 - i * 0.06), rake = h * (sport ? 1.9 : i === levels.length - 1 ? 1.1 : 0.8);
    const y0 = base, y1 = base + h, xt = x1 - rake;
    const fx = (y) => x1 - (rake * (y - y0)) / h;
    const nearF = [[x0, y0, hw], [x1, y0, hw], [xt, y1, hw], [x0, y1, hw]];
    const frontF = [[x1, y0, hw], [x1, y0, -hw], [xt, y1, -hw], [xt, y1, hw]];
    s += face([[x0, y1, hw], [xt, y1, hw], [xt, y1, -hw], [x0, y1, -hw]], C(sup, 'top'));
    s += face([[x0, y0, -hw], [x0, y0, hw], [x0, y1, hw], [x0, y1, -hw]], C(sup, 'back'));
    if (visible(frontF)) {
      s += poly(frontF, C(sup, 'front'));
      const ya = y0 + h * 0.3, yb = y0 + h * 0.84;
      s += poly([[fx(ya) + 1, ya, hw * 0.9], [fx(ya) + 1, ya, -hw * 0.9], [fx(yb) + 1, yb, -hw * 0.9], [fx(yb) + 1, yb, hw * 0.9]], glass);
    }
    if (visible(nearF)) {
      s += poly(nearF, C(sup, 'side'));
      const ya = y0 + h * (sport ? 0.25 : 0.3), yb = y0 + h * 0.82, xa = x0 + L * 0.03, z = hw + 1;
      s += poly([[xa, ya, z], [fx(ya) - L * 0.03, ya, z], [fx(yb) - L * 0.025, yb, z], [xa + L * 0.02, yb, z]], glass);
      if (!sil) {
        const mull = [];
        for (let x = xa + L * 0.07; x < fx(yb) - L * 0.06; x += L * 0.07) mull.push(`<polyline points="${pts([P(x, ya, z), P(x, yb, z)])}" stroke="${C(sup, 'side')}" stroke-width="${n1(Math.max(0.7, 5 * k))}"/>`);
        s += mull.join('');
      }
    }
    // roof slab
    const over = i === levels.length - 1 ? L * 0.1 : L * 0.07, sx0 = Math.max(L * 0.02, x0 - over), sy1 = y1 + L * 0.012, shw = hw + 3;
    s += face([[sx0, sy1, shw], [xt + 8, sy1, shw], [xt + 8, sy1, -shw], [sx0, sy1, -shw]], C(sup, 'top'));
    s += face([[sx0, y1, shw], [xt + 8, y1, shw], [xt + 8, sy1, shw], [sx0, sy1, shw]], C(sup, 'side'));
    s += face([[xt + 8, y1, shw], [xt + 8, y1, -shw], [xt + 8, sy1, -shw], [xt + 8, sy1, shw]], C(sup, 'front'));
    if (x0 - sx0 > 10) {
      const post = C(mix(sup, '#8a939c', 0.3), 'side');
      for (const z of [-hw * 0.9, hw * 0.9]) s += line([[sx0 + 8, y0, z], [sx0 + 8, y1, z]], post, 5);
      if (night) s += range(4).map((j) => glow(...P(lerp(sx0, x0, (j + 0.5) / 4), y1 - 2, hw), 16 * k, '#ffd27a', 0.9)).join('');
    }
    if (!sport && i < levels.length) rails.push({ xa: sx0 + 5, xb: xt, y: sy1, z: shw - 2 });
    top = { x0, x1: xt, y: sy1, hw };
    base = sy1;
  });

  // ---- mast / radar arch, antennas and stern flag
  const mastCol = C(spec.mast ?? sup, 'side'), xm = lerp(top.x0, top.x1, sport ? 0.25 : 0.55), mh = L * (sport ? 0.06 : 0.075);
  s += poly([[xm - L * 0.05, top.y, 0], [xm + L * 0.035, top.y, 0], [xm - L * 0.015, top.y + mh, 0], [xm - L * 0.06, top.y + mh, 0]], mastCol);
  s += line([[xm - L * 0.05, top.y + mh, 0], [xm - L * 0.045, top.y + mh + L * 0.05, 0]], mastCol, 3);
  s += line([[xm - L * 0.025, top.y + mh, 0], [xm - L * 0.02, top.y + mh + L * 0.035, 0]], mastCol, 2.5);
  if (!sport) s += poly([[xm - L * 0.05, top.y + mh, 3], [xm - L * 0.02, top.y + mh, 3], [xm - L * 0.025, top.y + mh + L * 0.012, 3], [xm - L * 0.045, top.y + mh + L * 0.012, 3]], C('#ffffff', 'side'));
  const fy = sheer(0), fh = L * 0.042 * Math.sqrt(50 / spec.len);
  s += line([[L * 0.01, fy, 0], [L * 0.01, fy + fh * 1.7, 0]], C('#9aa3ad', 'side'), 2.5);
  const flag = (x0, x1, y0, y1, col) => poly([[x0, y0, 0], [x1, y0 - 4, 0], [x1, y1 - 4, 0], [x0, y1, 0]], sil ?? col);
  const fx0 = L * 0.01, fw = fh * 1.3, ft = fy + fh * 1.7, fb = ft - fh * 0.7;
  s += flag(fx0, fx0 - fw * 0.25, ft, fb, '#c8102e');
  s += flag(fx0 - fw * 0.25, fx0 - fw, ft, ft - fh * 0.233, '#00843d') + flag(fx0 - fw * 0.25, fx0 - fw, ft - fh * 0.233, ft - fh * 0.467, '#ffffff') + flag(fx0 - fw * 0.25, fx0 - fw, ft - fh * 0.467, fb, '#111111');

  // ---- railings (main deck near side, then each upper deck edge)
  const railCol = sil ?? mix(C('#e9edf0', 'side'), '#ffffff', 0.2), rH = L * 0.028;
  const mainHull = hulls[hulls.length - 1];
  const hbMain = (x) => mainHull.zc + mainHull.B * shape(x / bowX) * 0.96;
  const deckRail = range(20).map((i) => L * (0.02 + 0.94 * (i / 19)));
  s += line(deckRail.map((x) => [x, sheer(x) + rH, hbMain(x)]), railCol, 3.5);
  s += deckRail.map((x) => line([[x, sheer(x), hbMain(x)], [x, sheer(x) + rH, hbMain(x)]], railCol, 2)).join('');
  for (const r of rails) {
    const n = Math.max(3, Math.round((r.xb - r.xa) / 40));
    s += line([[r.xa, r.y + rH, r.z], [r.xb, r.y + rH, r.z]], railCol, 3);
    s += range(n + 1).map((i) => { const x = lerp(r.xa, r.xb, i / n); return line([[x, r.y, r.z], [x, r.y + rH, r.z]], railCol, 2); }).join('');
  }
  if (o.extras && !o.mirror) s += o.extras(P, k, { L, hH, sheer, top, xm, mh, B: B0 });
  return s;
}

/** White water: bow wave and a spreading stern wake. */
function wake(c) {
  const L = 1000, cam = CAMERAS[c.view] ?? CAMERAS.side, f = L * 2.4, k = c.len / L;
  const P = (x, z) => { const xc = x - L / 2, X = xc * Math.cos(cam.yaw) - z * Math.sin(cam.yaw), D = xc * Math.sin(cam.yaw) + z * Math.cos(cam.yaw), s = f / (f - D); return [c.cx + k * X * s, c.wy + k * D * Math.sin(cam.pitch) * s]; };
  const id = uid('wk'), [sx] = P(0, 0), [ex] = P(-L * 0.9, 0);
  const foam = `<defs><linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n1(sx)}" y1="0" x2="${n1(ex)}" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient></defs>`;
  const trail = [P(0, 100), P(-L * 0.35, 150), P(-L * 0.8, 190), P(-L * 0.8, -190), P(-L * 0.35, -150), P(0, -100)];
  const bow = [P(L * 0.72, 120), P(L * 0.9, 20), P(L * 0.78, 150)];
  const vLine = (side, w) => `<polyline points="${pts([P(0, side * 120), P(-L * 0.9, side * 460)])}" stroke="url(#${id})" stroke-width="${w}" stroke-dasharray="14 6 30 8" fill="none"/>`;
  return foam + `<polygon points="${pts(trail)}" fill="url(#${id})" opacity="0.45"/>${vLine(1, 2.5)}${vLine(-1, 2)}<polygon points="${pts(bow)}" fill="#ffffff" opacity="0.75"/>`;
}

// ---------------------------------------------------------------- outdoor marina scene
/**
 * c: { W, H, time, seed, horizon, sky:{...skyLayer opts}, skyline:{...}, landmarks(hy,t), yachts:[{slug|spec, view, cx, wy, len, wake, sil, extras}],
 *      skyExtras, seaExtras, front, overlay, boats }
 */
function marinaScene(c) {
  const { W, H } = c, t = TIMES[c.time], rnd = rng(c.seed), hy = (c.horizon ?? 0.58) * H;
  const skyOpts = c.sky ?? {};
  let s = `<defs><filter id="rb" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="1 3"/></filter><clipPath id="seaClip"><rect y="${n1(hy)}" width="${W}" height="${n1(H - hy)}"/></clipPath></defs>`;
  s += skyLayer(W, hy, t, rnd, skyOpts) + (c.skyExtras?.(hy, t, rnd) ?? '');
  const land = skyline(W, hy, t, rnd, c.skyline) + (c.landmarks?.(hy, t, rnd) ?? '');
  s += `<g id="land">${land}</g>`;
  s += seaLayer(W, H, hy, t);
  s += `<g clip-path="url(#seaClip)"><use href="#land" transform="translate(0 ${n1(2 * hy)}) scale(1 -1)" opacity="0.22" filter="url(#rb)"/></g>`;
  const sunX = (skyOpts.sunX ?? t.sun?.x ?? skyOpts.moonX ?? t.moon?.x ?? 0.5) * W;
  if (skyOpts.sun !== false && (t.sun || t.moon)) s += glintColumn(sunX, H, hy, t.glint, rnd, t.sun ? 1 : 0.5);
  if (c.boats) s += distantBoats(W, hy, t, rnd, c.boats, c.boatsFrom ?? 0);
  const yachts = (c.yachts ?? []).map((y) => ({ ...y, spec: y.spec ?? FLEET[y.slug], t, lights: y.lights ?? t.lights, sil: y.sil ? t.sil : undefined })).sort((a, b) => a.wy - b.wy);
  s += `<g clip-path="url(#seaClip)"><g opacity="0.3" filter="url(#rb)">${yachts.map((y) => drawYacht(y.spec, { ...y, mirror: true, extras: undefined })).join('')}</g></g>`;
  s += waveLines(W, H, hy, t, rnd, c.waves ?? 150) + (c.seaExtras?.(hy, t, rnd) ?? '');
  for (const y of yachts) s += (y.wake ? wake(y) : '') + drawYacht(y.spec, y);
  s += c.front?.(hy, t, rnd) ?? '';
  if (c.overlay) s += overlayLayer(W, H, c.overlay);
  return s;
}
function overlayLayer(W, H, kind) {
  const id = uid('ov');
  if (kind === 'left') return `<defs>${linear(id, [[0, '#07142b', 0.45], [0.38, '#07142b', 0.12], [0.6, '#07142b', 0]], 0, 0, 1, 0)}</defs><rect width="${W}" height="${H}" fill="url(#${id})"/>`;
  return `<defs>${linear(id, [[0, '#060d1f', 0.62], [0.55, '#060d1f', 0.45], [1, '#060d1f', 0.7]])}</defs><rect width="${W}" height="${H}" fill="url(#${id})"/>`;
}

// ---------------------------------------------------------------- deck close-up scene
/** c: { W, H, time, seed, cushions:[c1,c2], props(ctx), hardtop, skyExtras, distant } */
function deckScene(c) {
  const { W, H } = c, t = TIMES[c.time], rnd = rng(c.seed), hy = 0.44 * H, s = H / 800, fy = 0.7 * H;
  const warm = t.lights ? { ...t, dim: t.dim * 0.6, light: '#ffc98a', lightAmt: 0.2 } : t; // deck lamps at dusk/night
  const Lc = (col, kind = 'side') => lit(col, kind, warm);
  let out = skyLayer(W, hy, t, rnd, c.sky ?? {}) + (c.skyExtras?.(hy, t, rnd) ?? '');
  out += skyline(W, hy, t, rnd, { scale: s * 0.8, height: 0.55, ...(c.skyline ?? {}) }) + seaLayer(W, H, hy, t);
  const sunX = (c.sky?.sunX ?? t.sun?.x ?? t.moon?.x ?? 0.5) * W;
  if (t.sun || t.moon) out += glintColumn(sunX, fy, hy, t.glint, rnd, 0.7);
  out += waveLines(W, fy, hy, t, rnd, 60);
  if (c.distant) out += drawYacht(FLEET[c.distant], { t, cx: W * 0.72, wy: hy + 0.05 * H, len: 0.2 * H * 1.2, view: 'side', lights: t.lights });
  // hardtop soffit
  if (c.hardtop !== false) {
    out += `<path d="M0 0H${W}V${n1(0.06 * H)}Q${n1(W / 2)} ${n1(0.12 * H)} 0 ${n1(0.06 * H)}Z" fill="${Lc('#efe9df', 'front')}"/><path d="M0 ${n1(0.06 * H)}Q${n1(W / 2)} ${n1(0.12 * H)} ${W} ${n1(0.06 * H)}" stroke="${Lc('#c9a24a')}" stroke-width="${n1(3 * s)}" fill="none"/>`;
    if (t.lights) for (let i = 1; i < 8; i++) out += glow((W * i) / 8, 0.07 * H + Math.sin((Math.PI * i) / 8) * 0.03 * H, 26 * s, '#ffd98a', 0.8);
  }
  // glass balustrade and stainless rail
  const railY = fy - 0.17 * H;
  out += `<rect y="${n1(railY)}" width="${W}" height="${n1(fy - railY)}" fill="#dff2f8" opacity="0.14"/>`;
  for (let x = W * 0.04; x < W; x += Math.max(W / 7, 150 * s)) out += `<rect x="${n1(x)}" y="${n1(railY)}" width="${n1(7 * s)}" height="${n1(fy - railY)}" fill="${Lc('#b8c2cb')}"/>`;
  out += `<rect y="${n1(railY - 5 * s)}" width="${W}" height="${n1(9 * s)}" rx="${n1(4 * s)}" fill="${Lc('#d9e0e6')}"/><rect y="${n1(railY - 4 * s)}" width="${W}" height="${n1(2.5 * s)}" fill="#ffffff" opacity="0.6"/>`;
  out += c.railDecor?.({ W, H, s, railY, t, rnd }) ?? '';
  // teak floor in perspective
  const fid = uid('fl');
  out += `<defs>${linear(fid, [[0, Lc('#c79a68')], [1, Lc('#8f6440')]])}</defs><rect y="${n1(fy)}" width="${W}" height="${n1(H - fy)}" fill="url(#${fid})"/><rect y="${n1(fy - 4 * s)}" width="${W}" height="${n1(12 * s)}" fill="${Lc('#f1ede6')}"/>`;
  let planks = '';
  for (let i = -40; i <= 40; i++) { const xb = W / 2 + i * 46 * s, xt = W / 2 + ((xb - W / 2) * (fy + 8 * s - hy)) / (H - hy); planks += `M${n1(xt)} ${n1(fy + 8 * s)}L${n1(xb)} ${n1(H)}`; }
  out += `<path d="${planks}" stroke="${Lc('#5a3b22')}" stroke-width="${n1(1.6 * s)}" opacity="0.45"/>`;
  if (t.lights) out += glow(W * 0.62, 0.86 * H, 0.45 * W, '#ffbe6e', 0.22);
  out += c.floorProps?.({ W, H, s, fy, t, rnd }) ?? '';
  // sofa (left)
  const sx = W * 0.035, sw = Math.min(0.4 * W, 500 * s), [c1, c2] = c.cushions ?? ['#1b2a4e', '#c9a24a'];
  out += `<ellipse cx="${n1(sx + sw / 2)}" cy="${n1(0.93 * H)}" rx="${n1(sw * 0.55)}" ry="${n1(16 * s)}" fill="#000" opacity="0.22"/>`;
  out += `<rect x="${n1(sx)}" y="${n1(0.78 * H)}" width="${n1(sw)}" height="${n1(0.15 * H)}" rx="${n1(10 * s)}" fill="${Lc('#e4ddd0', 'front')}"/>`;
  const bw = (sw - 40 * s) / 3;
  for (let i = 0; i < 3; i++) out += `<rect x="${n1(sx + 20 * s + i * bw)}" y="${n1(0.6 * H)}" width="${n1(bw - 6 * s)}" height="${n1(0.19 * H)}" rx="${n1(16 * s)}" fill="${Lc('#f3eee4')}"/>`;
  out += `<rect x="${n1(sx - 6 * s)}" y="${n1(0.755 * H)}" width="${n1(sw + 12 * s)}" height="${n1(0.05 * H)}" rx="${n1(14 * s)}" fill="${Lc('#f7f3ec', 'top')}"/>`;
  out += `<rect x="${n1(sx - 14 * s)}" y="${n1(0.68 * H)}" width="${n1(30 * s)}" height="${n1(0.25 * H)}" rx="${n1(12 * s)}" fill="${Lc('#e9e2d6')}"/><rect x="${n1(sx + sw - 16 * s)}" y="${n1(0.68 * H)}" width="${n1(30 * s)}" height="${n1(0.25 * H)}" rx="${n1(12 * s)}" fill="${Lc('#e9e2d6')}"/>`;
  [[0.14, c1, -8], [0.34, c2, 6], [0.62, c1, -4], [0.82, c2, 9]].forEach(([f, col, rot]) => {
    const px = sx + sw * f, py = 0.69 * H, ps = 74 * s;
    out += `<g transform="rotate(${rot} ${n1(px)} ${n1(py)})"><rect x="${n1(px - ps / 2)}" y="${n1(py - ps / 2)}" width="${n1(ps)}" height="${n1(ps)}" rx="${n1(14 * s)}" fill="${Lc(col)}"/><rect x="${n1(px - ps / 2 + 7 * s)}" y="${n1(py - ps / 2 + 7 * s)}" width="${n1(ps - 14 * s)}" height="${n1(ps - 14 * s)}" rx="${n1(9 * s)}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${n1(1.6 * s)}" stroke-dasharray="${n1(4 * s)} ${n1(3 * s)}"/></g>`;
  });
  // table (right of the sofa)
  const tx = sx + sw + (W - sx - sw) * 0.45, ty = 0.8 * H, trx = Math.min(0.2 * W, 250 * s), tr = 30 * s;
  out += `<ellipse cx="${n1(tx)}" cy="${n1(0.95 * H)}" rx="${n1(trx * 0.9)}" ry="${n1(14 * s)}" fill="#000" opacity="0.22"/><rect x="${n1(tx - 14 * s)}" y="${n1(ty)}" width="${n1(28 * s)}" height="${n1(0.14 * H)}" fill="${Lc('#b8c2cb', 'front')}"/><ellipse cx="${n1(tx)}" cy="${n1(0.94 * H)}" rx="${n1(60 * s)}" ry="${n1(10 * s)}" fill="${Lc('#9aa4ad')}"/>`;
  out += `<ellipse cx="${n1(tx)}" cy="${n1(ty + 8 * s)}" rx="${n1(trx)}" ry="${n1(tr)}" fill="${Lc('#7a5334', 'front')}"/><ellipse cx="${n1(tx)}" cy="${n1(ty)}" rx="${n1(trx)}" ry="${n1(tr)}" fill="${Lc('#b98a5a', 'top')}"/>`;
  out += c.props?.({ W, H, s, tx, ty, trx, tr, t, rnd, fy, sx, sw }) ?? '';
  if (c.overlay) out += overlayLayer(W, H, c.overlay);
  return out;
}

// ---------------------------------------------------------------- props
function flute(x, y, s, tilt = 0, liquid = '#f2c14e') {
  const P = (dx, dy) => `${n1(x + dx * s)} ${n1(y - dy * s)}`;
  return `<g transform="rotate(${tilt} ${n1(x)} ${n1(y)})"><ellipse cx="${n1(x)}" cy="${n1(y)}" rx="${n1(15 * s)}" ry="${n1(4 * s)}" fill="#ffffff" opacity="0.7"/><path d="M${P(0, 0)}V${n1(y - 44 * s)}" stroke="#ffffff" stroke-width="${n1(2.5 * s)}" opacity="0.8"/>
<path d="M${P(-5, 44)}C${P(-11, 62)} ${P(-11.5, 90)} ${P(-11.2, 100)}L${P(11.2, 100)}C${P(11.5, 90)} ${P(11, 62)} ${P(5, 44)}Z" fill="${liquid}" opacity="0.9"/>
<path d="M${P(-4, 42)}C${P(-12, 60)} ${P(-13, 96)} ${P(-12, 116)}L${P(12, 116)}C${P(13, 96)} ${P(12, 60)} ${P(4, 42)}Z" fill="#ffffff" fill-opacity="0.15" stroke="#ffffff" stroke-opacity="0.85" stroke-width="${n1(1.6 * s)}"/>
${range(4).map((i) => `<circle cx="${n1(x + (i % 2 ? 3 : -3) * s)}" cy="${n1(y - (55 + i * 11) * s)}" r="${n1(1.3 * s)}" fill="#fff" opacity="0.8"/>`).join('')}</g>`;
}
function wineGlass(x, y, s, wine = '#7a1430') {
  const P = (dx, dy) => `${n1(x + dx * s)} ${n1(y - dy * s)}`;
  return `<ellipse cx="${n1(x)}" cy="${n1(y)}" rx="${n1(14 * s)}" ry="${n1(4 * s)}" fill="#fff" opacity="0.7"/><path d="M${P(0, 0)}V${n1(y - 36 * s)}" stroke="#fff" stroke-width="${n1(2.4 * s)}" opacity="0.8"/><path d="M${P(-20, 62)}C${P(-20, 44)} ${P(-8, 38)} ${P(0, 38)}C${P(8, 38)} ${P(20, 44)} ${P(20, 62)}Z" fill="${wine}" opacity="0.9"/><path d="M${P(-3, 36)}C${P(-21, 40)} ${P(-23, 72)} ${P(-18, 92)}L${P(18, 92)}C${P(23, 72)} ${P(21, 40)} ${P(3, 36)}Z" fill="#fff" fill-opacity="0.14" stroke="#fff" stroke-opacity="0.85" stroke-width="${n1(1.6 * s)}"/>`;
}
function iceBucket(x, y, s) {
  const P = (dx, dy) => `${n1(x + dx * s)} ${n1(y - dy * s)}`;
  return `<path d="M${P(8, 60)}L${P(34, 150)}" stroke="#0f3a2a" stroke-width="${n1(18 * s)}" stroke-linecap="round"/><path d="M${P(30, 138)}L${P(36, 158)}" stroke="#c9a24a" stroke-width="${n1(12 * s)}" stroke-linecap="round"/><path d="M${P(-30, 78)}L${P(-24, 0)}H${n1(x + 24 * s)}L${P(30, 78)}Z" fill="#cfd6dc"/><path d="M${P(-30, 78)}L${P(-24, 0)}H${n1(x - 14 * s)}L${P(-18, 78)}Z" fill="#ffffff" opacity="0.45"/><ellipse cx="${n1(x)}" cy="${n1(y - 78 * s)}" rx="${n1(31 * s)}" ry="${n1(6 * s)}" fill="#e9eef2"/>`;
}
function plate(x, y, s, rnd) {
  const food = ['#f08a5d', '#7cb36b', '#f2c14e', '#e4574f', '#f6e7c8'];
  let f = '';
  for (let i = 0; i < 4; i++) f += `<ellipse cx="${n1(x + (i - 1.5) * 12 * s)}" cy="${n1(y - 3 * s + (i % 2) * 4 * s)}" rx="${n1(8 * s)}" ry="${n1(5 * s)}" fill="${pick(rnd, food)}"/>`;
  return `<ellipse cx="${n1(x)}" cy="${n1(y)}" rx="${n1(50 * s)}" ry="${n1(14 * s)}" fill="#fbfbf8"/><ellipse cx="${n1(x)}" cy="${n1(y)}" rx="${n1(36 * s)}" ry="${n1(9.5 * s)}" fill="none" stroke="#c9a24a" stroke-width="${n1(1.4 * s)}" opacity="0.7"/>${f}`;
}
function cake(x, y, s) {
  const drip = (x0, w, yy, col) => { let d = `M${n1(x0)} ${n1(yy)}`; for (let i = 0; i < 6; i++) { const xa = x0 + (w * i) / 6; d += `L${n1(xa + w / 12)} ${n1(yy + (i % 2 ? 10 : 16) * s)}Q${n1(xa + w / 8)} ${n1(yy + 20 * s)} ${n1(xa + w / 6)} ${n1(yy + 4 * s)}`; } return `<path d="${d}V${n1(yy)}Z" fill="${col}"/>`; };
  let o = `<ellipse cx="${n1(x)}" cy="${n1(y)}" rx="${n1(80 * s)}" ry="${n1(14 * s)}" fill="#f7f7f4"/><rect x="${n1(x - 60 * s)}" y="${n1(y - 62 * s)}" width="${n1(120 * s)}" height="${n1(62 * s)}" rx="${n1(6 * s)}" fill="#fbf3ea"/>`;
  o += drip(x - 60 * s, 120 * s, y - 62 * s, '#f4a9bb') + `<rect x="${n1(x - 42 * s)}" y="${n1(y - 108 * s)}" width="${n1(84 * s)}" height="${n1(48 * s)}" rx="${n1(6 * s)}" fill="#fbf3ea"/>` + drip(x - 42 * s, 84 * s, y - 108 * s, '#f4a9bb');
  o += `<path d="M${n1(x - 60 * s)} ${n1(y - 8 * s)}H${n1(x + 60 * s)}" stroke="#c9a24a" stroke-width="${n1(4 * s)}"/>`;
  for (const dx of [-22, 0, 22]) o += `<rect x="${n1(x + dx * s - 3 * s)}" y="${n1(y - 140 * s)}" width="${n1(6 * s)}" height="${n1(32 * s)}" fill="#8fd3f4"/>` + glow(x + dx * s, y - 148 * s, 18 * s, '#ffcc55', 0.7) + `<ellipse cx="${n1(x + dx * s)}" cy="${n1(y - 148 * s)}" rx="${n1(3.5 * s)}" ry="${n1(7 * s)}" fill="#ffd36b"/>`;
  return o;
}
function balloons(x, y, s, rnd, colors = ['#c9a24a', '#f4a9bb', '#ffffff', '#2a6fdb', '#e8c36a', '#d94f7a']) {
  let o = '';
  colors.forEach((col, i) => {
    const bx = x + (i - colors.length / 2 + 0.5) * 44 * s + (rnd() - 0.5) * 20 * s, by = y - (190 + rnd() * 120) * s;
    o += `<path d="M${n1(bx)} ${n1(by + 40 * s)}Q${n1(bx + (rnd() - 0.5) * 40 * s)} ${n1((by + y) / 2)} ${n1(x)} ${n1(y)}" stroke="#ffffff" stroke-opacity="0.7" stroke-width="${n1(1.2 * s)}" fill="none"/>`;
    o += `<ellipse cx="${n1(bx)}" cy="${n1(by)}" rx="${n1(31 * s)}" ry="${n1(38 * s)}" fill="${col}"/><path d="M${n1(bx - 4 * s)} ${n1(by + 44 * s)}L${n1(bx)} ${n1(by + 37 * s)}L${n1(bx + 4 * s)} ${n1(by + 44 * s)}Z" fill="${col}"/><ellipse cx="${n1(bx - 10 * s)}" cy="${n1(by - 14 * s)}" rx="${n1(7 * s)}" ry="${n1(12 * s)}" fill="#fff" opacity="0.35" transform="rotate(25 ${n1(bx - 10 * s)} ${n1(by - 14 * s)})"/>`;
  });
  return o;
}
function heart(x, y, r, fill, op) {
  return `<path d="M${n1(x)} ${n1(y + r * 0.9)}C${n1(x - r * 1.6)} ${n1(y - r * 0.1)} ${n1(x - r * 0.8)} ${n1(y - r * 1.2)} ${n1(x)} ${n1(y - r * 0.35)}C${n1(x + r * 0.8)} ${n1(y - r * 1.2)} ${n1(x + r * 1.6)} ${n1(y - r * 0.1)} ${n1(x)} ${n1(y + r * 0.9)}Z" fill="${fill}" opacity="${op}"/>`;
}
function petals(W, y0, y1, s, rnd, n) {
  let o = '';
  for (let i = 0; i < n; i++) { const x = rnd() * W, y = lerp(y0, y1, rnd()), r = (6 + rnd() * 5) * s; o += `<ellipse cx="${n1(x)}" cy="${n1(y)}" rx="${n1(r)}" ry="${n1(r * 0.55)}" fill="${pick(rnd, ['#c2183b', '#e0445f', '#a3122f', '#f07a8e'])}" transform="rotate(${Math.round(rnd() * 180)} ${n1(x)} ${n1(y)})" opacity="0.92"/>`; }
  return o;
}
function candle(x, y, s) {
  return glow(x, y - 46 * s, 40 * s, '#ffb84d', 0.55) + `<rect x="${n1(x - 9 * s)}" y="${n1(y - 36 * s)}" width="${n1(18 * s)}" height="${n1(36 * s)}" rx="${n1(3 * s)}" fill="#f6efe2"/><ellipse cx="${n1(x)}" cy="${n1(y - 44 * s)}" rx="${n1(3.5 * s)}" ry="${n1(8 * s)}" fill="#ffd36b"/>`;
}
function ringBox(x, y, s) {
  const P = (dx, dy) => `${n1(x + dx * s)},${n1(y - dy * s)}`;
  return `<polygon points="${P(-34, 36)} ${P(34, 36)} ${P(29, 84)} ${P(-29, 84)}" fill="#5c1428"/><polygon points="${P(-27, 40)} ${P(27, 40)} ${P(23, 77)} ${P(-23, 77)}" fill="#e9d9c8"/><rect x="${n1(x - 36 * s)}" y="${n1(y - 38 * s)}" width="${n1(72 * s)}" height="${n1(38 * s)}" rx="${n1(5 * s)}" fill="#7a1e36"/><rect x="${n1(x - 36 * s)}" y="${n1(y - 38 * s)}" width="${n1(72 * s)}" height="${n1(8 * s)}" fill="#4a0f20"/>
<ellipse cx="${n1(x)}" cy="${n1(y - 52 * s)}" rx="${n1(14 * s)}" ry="${n1(17 * s)}" fill="none" stroke="#e0b85c" stroke-width="${n1(4.5 * s)}"/><polygon points="${P(0, 66)} ${P(8, 74)} ${P(0, 84)} ${P(-8, 74)}" fill="#f4fbff"/><polygon points="${P(0, 66)} ${P(8, 74)} ${P(0, 74)}" fill="#b7dcf0"/>
<path d="M${n1(x + 20 * s)} ${n1(y - 96 * s)}l${n1(3 * s)} ${n1(9 * s)}l${n1(9 * s)} ${n1(3 * s)}l${n1(-9 * s)} ${n1(3 * s)}l${n1(-3 * s)} ${n1(9 * s)}l${n1(-3 * s)} ${n1(-9 * s)}l${n1(-9 * s)} ${n1(-3 * s)}l${n1(9 * s)} ${n1(-3 * s)}z" fill="#ffffff"/>`;
}
function mapAndCompass(tx, ty, s) {
  const m = (dx, dy) => `${n1(tx + dx * s)},${n1(ty + dy * s)}`;
  let o = `<polygon points="${m(-180, -8)} ${m(40, -26)} ${m(150, 4)} ${m(-80, 26)}" fill="#efe2c0"/><polygon points="${m(-180, -8)} ${m(-120, -13)} ${m(-25, 16)} ${m(-80, 26)}" fill="#e3d2a8"/>`;
  o += `<path d="M${m(-130, 0)}Q${m(-90, -16)} ${m(-40, -6)}T${m(60, -8)}" stroke="#7fb3c8" stroke-width="${n1(5 * s)}" fill="none" opacity="0.7"/><path d="M${m(-120, 8)}Q${m(-40, 0)} ${m(20, 6)}T${m(100, 0)}" stroke="#c8102e" stroke-width="${n1(2 * s)}" stroke-dasharray="${n1(6 * s)} ${n1(5 * s)}" fill="none"/><path d="M${m(94, -6)}l${n1(10 * s)},${n1(10 * s)}M${m(104, -6)}l${n1(-10 * s)},${n1(10 * s)}" stroke="#c8102e" stroke-width="${n1(2.4 * s)}"/>`;
  const cx = tx + 120 * s, cy = ty - 34 * s;
  o += `<ellipse cx="${n1(cx)}" cy="${n1(cy + 6 * s)}" rx="${n1(44 * s)}" ry="${n1(16 * s)}" fill="#8a6a2a"/><ellipse cx="${n1(cx)}" cy="${n1(cy)}" rx="${n1(44 * s)}" ry="${n1(16 * s)}" fill="#e0b85c"/><ellipse cx="${n1(cx)}" cy="${n1(cy)}" rx="${n1(36 * s)}" ry="${n1(12 * s)}" fill="#f6f1e4"/><polygon points="${n1(cx - 28 * s)},${n1(cy + 4 * s)} ${n1(cx)},${n1(cy - 3 * s)} ${n1(cx + 28 * s)},${n1(cy - 4 * s)} ${n1(cx)},${n1(cy + 3 * s)}" fill="#c8102e"/><circle cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(2.5 * s)}" fill="#333"/>`;
  return o;
}
function compassRose(x, y, r, color, op) {
  let d = '';
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4 - Math.PI / 2, len = i % 2 ? r * 0.6 : r, w = r * 0.12;
    const tip = [x + Math.cos(a) * len, y + Math.sin(a) * len], l = [x + Math.cos(a - Math.PI / 2) * w, y + Math.sin(a - Math.PI / 2) * w], rr = [x + Math.cos(a + Math.PI / 2) * w, y + Math.sin(a + Math.PI / 2) * w];
    d += `M${pts([l, tip, rr])}Z`.replace(/ /g, 'L');
  }
  return `<g opacity="${op}" fill="none" stroke="${color}" stroke-width="${n1(r * 0.012)}"><circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r * 0.78)}"/><circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r * 0.72)}"/><path d="${d}" fill="${color}" fill-opacity="0.35"/></g>`;
}
function flowers(x, y, s, rnd) {
  let o = `<path d="M${n1(x - 22 * s)} ${n1(y)}L${n1(x - 28 * s)} ${n1(y - 50 * s)}Q${n1(x)} ${n1(y - 62 * s)} ${n1(x + 28 * s)} ${n1(y - 50 * s)}L${n1(x + 22 * s)} ${n1(y)}Z" fill="#f4f1ea"/><path d="M${n1(x - 27 * s)} ${n1(y - 40 * s)}H${n1(x + 27 * s)}" stroke="#c9a24a" stroke-width="${n1(3 * s)}"/>`;
  for (let i = 0; i < 8; i++) { const a = Math.PI * (1.05 + rnd() * 0.9); o += `<ellipse cx="${n1(x + Math.cos(a) * 58 * s)}" cy="${n1(y - 80 * s + Math.sin(a) * 46 * s)}" rx="${n1(16 * s)}" ry="${n1(7 * s)}" fill="#4f7d4a" transform="rotate(${Math.round((a * 180) / Math.PI)} ${n1(x + Math.cos(a) * 58 * s)} ${n1(y - 80 * s + Math.sin(a) * 46 * s)})"/>`; }
  for (let i = 0; i < 13; i++) {
    const a = Math.PI * (1 + rnd()), d = rnd() * 48 * s, fx = x + Math.cos(a) * d * 1.2, fy = y - 72 * s + Math.sin(a) * d, r = (11 + rnd() * 7) * s, col = pick(rnd, ['#f4a9bb', '#ffffff', '#f7c6a3', '#e0607e', '#fbe3e8']);
    o += `<circle cx="${n1(fx)}" cy="${n1(fy)}" r="${n1(r)}" fill="${col}"/><circle cx="${n1(fx)}" cy="${n1(fy)}" r="${n1(r * 0.45)}" fill="${mix(col, '#c0506a', 0.35)}" opacity="0.6"/>`;
  }
  return o;
}
function fairyLights(x0, y0, x1, y1, sag, n, s) {
  let o = `<path d="M${n1(x0)} ${n1(y0)}Q${n1((x0 + x1) / 2)} ${n1((y0 + y1) / 2 + sag * 2)} ${n1(x1)} ${n1(y1)}" stroke="#2a2a2a" stroke-width="${n1(1.2 * s)}" fill="none" opacity="0.6"/>`;
  for (let i = 1; i < n; i++) {
    const u = i / n, x = (1 - u) ** 2 * x0 + 2 * u * (1 - u) * ((x0 + x1) / 2) + u * u * x1, y = (1 - u) ** 2 * y0 + 2 * u * (1 - u) * ((y0 + y1) / 2 + sag * 2) + u * u * y1;
    o += `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(9 * s)}" fill="#ffe6a0" opacity="0.25"/><circle cx="${n1(x)}" cy="${n1(y + 2 * s)}" r="${n1(3.2 * s)}" fill="#fff1c2"/>`;
  }
  return o;
}
function confetti(W, H, rnd, n, s) {
  let o = '';
  for (let i = 0; i < n; i++) { const x = rnd() * W, y = rnd() * H * 0.9, w = (5 + rnd() * 6) * s; o += `<rect x="${n1(x)}" y="${n1(y)}" width="${n1(w)}" height="${n1(w * 0.45)}" fill="${pick(rnd, ['#e0b85c', '#ff5fa2', '#37d5f0', '#ffffff', '#a78bfa', '#f2c14e'])}" transform="rotate(${Math.round(rnd() * 180)} ${n1(x)} ${n1(y)})" opacity="${n1(0.6 + rnd() * 0.4)}"/>`; }
  return o;
}
function firework(x, y, r, color, rnd) {
  let d = '', dots = '';
  for (let i = 0; i < 22; i++) { const a = (i / 22) * Math.PI * 2 + rnd() * 0.1, r0 = r * 0.25, r1 = r * (0.8 + rnd() * 0.2); d += `M${n1(x + Math.cos(a) * r0)} ${n1(y + Math.sin(a) * r0)}L${n1(x + Math.cos(a) * r1)} ${n1(y + Math.sin(a) * r1)}`; dots += `<circle cx="${n1(x + Math.cos(a) * r1 * 1.06)}" cy="${n1(y + Math.sin(a) * r1 * 1.06)}" r="${n1(r * 0.025)}" fill="${color}"/>`; }
  return glow(x, y, r * 1.2, color, 0.25) + `<path d="${d}" stroke="${color}" stroke-width="${n1(r * 0.018)}" stroke-linecap="round" opacity="0.85"/>${dots}`;
}
function lightBeams(x, y, len, rnd, colors = ['#ff3cac', '#2bd9fe', '#8b5cf6', '#ffd36b']) {
  let o = '';
  colors.forEach((col, i) => {
    const id = uid('bm'), a = -Math.PI / 2 + (i - 1.5) * 0.32 + (rnd() - 0.5) * 0.15, w = 0.05;
    o += `<defs><radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n1(x)}" cy="${n1(y)}" r="${n1(len)}">${stopsSvg([[0, col, 0.55], [1, col, 0]])}</radialGradient></defs><polygon points="${pts([[x, y], [x + Math.cos(a - w) * len, y + Math.sin(a - w) * len], [x + Math.cos(a + w) * len, y + Math.sin(a + w) * len]])}" fill="url(#${id})"/>`;
  });
  return o + glow(x, y, len * 0.18, '#ff7ad9', 0.55);
}
/** Party extras attached to a yacht: DJ glow and beams on the top deck, string lights mast-to-bow and mast-to-stern. */
const partyExtras = (rnd, beams = true) => (P, k, G) => {
  const [mx, myy] = P(G.xm - G.L * 0.05, G.top.y + G.mh + G.L * 0.04, 0), [bx, by] = P(G.L * 0.99, G.sheer(G.L) + 20, 0), [sx, sy] = P(G.L * 0.01, G.sheer(0) + G.L * 0.085, 0);
  const [dx, dy] = P(lerp(G.top.x0, G.top.x1, 0.35), G.top.y + 12, 0);
  return (beams ? lightBeams(dx, dy, G.L * k * 0.5, rnd) : '') + fairyLights(mx, myy, bx, by, 6 * k * 10, 14, k * 3) + fairyLights(mx, myy, sx, sy, 6 * k * 10, 10, k * 3);
};
function jetSki(x, y, s, color = '#17a398') {
  const P = (dx, dy) => `${n1(x + dx * s)} ${n1(y - dy * s)}`;
  const stroke = (d, col, w) => `<path d="${d}" stroke="${col}" stroke-width="${n1(w * s)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
  let o = `<path d="M${P(-80, 3)}Q${P(-240, 16)} ${P(-420, 3)}Q${P(-240, -8)} ${P(-80, -5)}Z" fill="#ffffff" opacity="0.5"/>`;
  for (let i = 0; i < 8; i++) o += `<ellipse cx="${n1(x - (95 + i * 20) * s)}" cy="${n1(y - (14 + Math.sin(i * 1.3) * 7 + (i < 3 ? i * 6 : 18 - i * 2)) * s)}" rx="${n1((20 - i * 1.6) * s)}" ry="${n1((13 - i) * s)}" fill="#ffffff" opacity="${n1(0.9 - i * 0.09)}"/>`;
  o += `<path d="M${P(96, 6)}Q${P(120, 14)} ${P(132, 4)}Q${P(116, 2)} ${P(96, 0)}Z" fill="#ffffff" opacity="0.8"/>`;
  // rider's legs first (the hull hides the lower legs)
  o += stroke(`M${P(-28, 50)}L${P(6, 56)}L${P(12, 30)}`, '#1d2430', 13);
  // hull, side band, seat and steering pod
  o += `<path d="M${P(-88, 4)}L${P(70, 2)}Q${P(100, 6)} ${P(112, 28)}L${P(42, 36)}L${P(30, 50)}L${P(10, 50)}L${P(2, 44)}L${P(-70, 44)}L${P(-90, 30)}Z" fill="#fbfbf8"/>`;
  o += `<path d="M${P(-89, 20)}L${P(104, 18)}L${P(110, 25)}L${P(-89, 28)}Z" fill="${color}"/><path d="M${P(-88, 6)}L${P(74, 4)}" stroke="#1d2430" stroke-width="${n1(3 * s)}" opacity="0.5"/>`;
  o += `<path d="M${P(42, 36)}L${P(112, 28)}L${P(70, 40)}Z" fill="${color}"/><path d="M${P(-68, 44)}Q${P(-66, 54)} ${P(-50, 54)}L${P(0, 52)}L${P(2, 44)}Z" fill="#1d2430"/>`;
  // torso, head, arms
  o += stroke(`M${P(-26, 54)}L${P(-10, 100)}`, '#ff7a2f', 26) + `<circle cx="${n1(x - 4 * s)}" cy="${n1(y - 122 * s)}" r="${n1(12 * s)}" fill="#3a2a22"/><path d="M${P(-16, 128)}Q${P(-4, 140)} ${P(9, 127)}Z" fill="#1d2430"/>`;
  o += stroke(`M${P(-8, 96)}L${P(14, 74)}L${P(32, 64)}`, '#3a2a22', 8) + stroke(`M${P(28, 50)}L${P(32, 64)}M${P(24, 66)}L${P(40, 62)}`, '#1d2430', 5);
  return o;
}
function parasail(x, y, r, t) {
  const col = lit('#ff7a2f', 'side', t);
  return `<path d="M${n1(x - r)} ${n1(y)}Q${n1(x)} ${n1(y - r * 0.9)} ${n1(x + r)} ${n1(y)}Q${n1(x)} ${n1(y - r * 0.55)} ${n1(x - r)} ${n1(y)}Z" fill="${col}"/><path d="M${n1(x - r * 0.33)} ${n1(y - r * 0.4)}Q${n1(x)} ${n1(y - r * 0.55)} ${n1(x + r * 0.33)} ${n1(y - r * 0.4)}" stroke="#ffffff" stroke-width="${n1(r * 0.08)}" fill="none"/><path d="M${n1(x - r)} ${n1(y)}L${n1(x)} ${n1(y + r * 1.2)}L${n1(x + r)} ${n1(y)}" stroke="#333" stroke-width="0.8" fill="none" opacity="0.6"/><circle cx="${n1(x)}" cy="${n1(y + r * 1.25)}" r="${n1(r * 0.07)}" fill="#333"/>`;
}
function cameraSilhouette(x, y, s) {
  const lid = uid('ln');
  let o = `<defs>${radial(lid, [[0, '#3d5f9e'], [0.55, '#1b2a55'], [1, '#06080f']])}</defs><g transform="rotate(-8 ${n1(x)} ${n1(y)})">`;
  o += `<path d="M${n1(x - 150 * s)} ${n1(y - 70 * s)}H${n1(x - 60 * s)}L${n1(x - 40 * s)} ${n1(y - 110 * s)}H${n1(x + 40 * s)}L${n1(x + 60 * s)} ${n1(y - 70 * s)}H${n1(x + 150 * s)}V${n1(y + 90 * s)}H${n1(x - 150 * s)}Z" fill="#161a22" stroke="#2c3340" stroke-width="${n1(3 * s)}" stroke-linejoin="round"/>`;
  o += `<rect x="${n1(x + 100 * s)}" y="${n1(y - 70 * s)}" width="${n1(50 * s)}" height="${n1(160 * s)}" rx="${n1(18 * s)}" fill="#0e1117"/><rect x="${n1(x + 96 * s)}" y="${n1(y - 86 * s)}" width="${n1(34 * s)}" height="${n1(14 * s)}" rx="${n1(5 * s)}" fill="#2c3340"/><rect x="${n1(x - 138 * s)}" y="${n1(y - 92 * s)}" width="${n1(40 * s)}" height="${n1(20 * s)}" rx="${n1(4 * s)}" fill="#2c3340"/>`;
  o += `<circle cx="${n1(x - 8 * s)}" cy="${n1(y + 10 * s)}" r="${n1(84 * s)}" fill="#0b0d12" stroke="#3a4250" stroke-width="${n1(4 * s)}"/><circle cx="${n1(x - 8 * s)}" cy="${n1(y + 10 * s)}" r="${n1(64 * s)}" fill="#1a1f29" stroke="#c9a24a" stroke-width="${n1(2.5 * s)}"/><circle cx="${n1(x - 8 * s)}" cy="${n1(y + 10 * s)}" r="${n1(46 * s)}" fill="url(#${lid})"/><path d="M${n1(x - 40 * s)} ${n1(y - 8 * s)}A${n1(36 * s)} ${n1(36 * s)} 0 0 1 ${n1(x + 8 * s)} ${n1(y - 24 * s)}" stroke="#ffffff" stroke-opacity="0.45" stroke-width="${n1(5 * s)}" fill="none" stroke-linecap="round"/><circle cx="${n1(x + 122 * s)}" cy="${n1(y - 50 * s)}" r="${n1(4 * s)}" fill="#d33"/></g>`;
  return o;
}
function drone(x, y, s) {
  let o = '';
  for (const [dx, dy] of [[-70, -16], [70, -16], [-52, 10], [52, 10]]) o += `<path d="M${n1(x)} ${n1(y)}L${n1(x + dx * s)} ${n1(y + dy * s)}" stroke="#2a2f38" stroke-width="${n1(5 * s)}"/><rect x="${n1(x + dx * s - 3 * s)}" y="${n1(y + dy * s - 10 * s)}" width="${n1(6 * s)}" height="${n1(10 * s)}" fill="#2a2f38"/><ellipse cx="${n1(x + dx * s)}" cy="${n1(y + dy * s - 11 * s)}" rx="${n1(32 * s)}" ry="${n1(4 * s)}" fill="#cfd6dd" opacity="0.55"/>`;
  return o + `<rect x="${n1(x - 26 * s)}" y="${n1(y - 10 * s)}" width="${n1(52 * s)}" height="${n1(20 * s)}" rx="${n1(8 * s)}" fill="#3a404b"/><circle cx="${n1(x)}" cy="${n1(y + 16 * s)}" r="${n1(8 * s)}" fill="#15181f"/><circle cx="${n1(x - 20 * s)}" cy="${n1(y)}" r="${n1(2.5 * s)}" fill="#ff4d4d"/><circle cx="${n1(x + 20 * s)}" cy="${n1(y)}" r="${n1(2.5 * s)}" fill="#4dff88"/>`;
}
function floatRing(x, y, r) {
  return `<ellipse cx="${n1(x)}" cy="${n1(y)}" rx="${n1(r)}" ry="${n1(r * 0.35)}" fill="none" stroke="#ff5a4f" stroke-width="${n1(r * 0.35)}"/><ellipse cx="${n1(x)}" cy="${n1(y)}" rx="${n1(r)}" ry="${n1(r * 0.35)}" fill="none" stroke="#ffffff" stroke-width="${n1(r * 0.36)}" stroke-dasharray="${n1(r * 0.5)} ${n1(r * 0.9)}"/>`;
}
function beachBall(x, y, r) {
  return `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r)}" fill="#ffffff"/><path d="M${n1(x)} ${n1(y - r)}Q${n1(x - r * 0.9)} ${n1(y)} ${n1(x)} ${n1(y + r)}Q${n1(x - r * 1.3)} ${n1(y)} ${n1(x)} ${n1(y - r)}Z" fill="#2a6fdb"/><path d="M${n1(x)} ${n1(y - r)}Q${n1(x + r * 0.9)} ${n1(y)} ${n1(x)} ${n1(y + r)}Q${n1(x + r * 1.3)} ${n1(y)} ${n1(x)} ${n1(y - r)}Z" fill="#f2c14e"/><path d="M${n1(x - r * 0.25)} ${n1(y - r * 0.95)}Q${n1(x)} ${n1(y)} ${n1(x - r * 0.25)} ${n1(y + r * 0.95)}" stroke="#e4574f" stroke-width="${n1(r * 0.3)}" fill="none"/>`;
}
const fishingRods = (P, k, G) => {
  let o = '';
  for (const z of [-G.B * 0.7, G.B * 0.7]) {
    const [ax, ay] = P(G.L * 0.04, G.sheer(0) + G.L * 0.01, z), [tx, ty] = P(-G.L * 0.2, G.sheer(0) + G.L * 0.26, z * 1.3), [wx, wy] = P(-G.L * 0.75, 0, z * 2.2);
    o += `<path d="M${n1(ax)} ${n1(ay)}Q${n1((ax + tx) / 2)} ${n1((ay + ty) / 2 - 6 * k * 10)} ${n1(tx)} ${n1(ty)}" stroke="#1d2430" stroke-width="${n1(Math.max(1.2, 5 * k))}" fill="none" stroke-linecap="round"/><circle cx="${n1(lerp(ax, tx, 0.12))}" cy="${n1(lerp(ay, ty, 0.12))}" r="${n1(Math.max(2, 10 * k))}" fill="#c9a24a"/>`;
    o += `<path d="M${n1(tx)} ${n1(ty)}Q${n1((tx + wx) / 2)} ${n1(ty + (wy - ty) * 0.3)} ${n1(wx)} ${n1(wy)}" stroke="#ffffff" stroke-opacity="0.7" stroke-width="0.9" fill="none"/>`;
  }
  return o;
};
function moonDisc(x, y, r) {
  return glow(x, y, r * 3.2, '#dfe8ff', 0.35) + `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r)}" fill="#f5f1e3"/><circle cx="${n1(x - r * 0.3)}" cy="${n1(y - r * 0.25)}" r="${n1(r * 0.18)}" fill="#e2dccb"/><circle cx="${n1(x + r * 0.35)}" cy="${n1(y + r * 0.1)}" r="${n1(r * 0.25)}" fill="#e6e0cf"/><circle cx="${n1(x - r * 0.1)}" cy="${n1(y + r * 0.45)}" r="${n1(r * 0.12)}" fill="#e2dccb"/>`;
}
function island(x, base, w, t, palms = 3) {
  let o = `<path d="M${n1(x - w / 2)} ${n1(base)}Q${n1(x - w * 0.3)} ${n1(base - w * 0.09)} ${n1(x)} ${n1(base - w * 0.1)}Q${n1(x + w * 0.3)} ${n1(base - w * 0.09)} ${n1(x + w / 2)} ${n1(base)}Z" fill="${lit('#d8c08e', 'side', t)}"/>`;
  for (let i = 0; i < palms; i++) o += palm(x + (i - (palms - 1) / 2) * w * 0.22, base - w * 0.08, w * (0.32 + (i % 2) * 0.08), lit('#2f5a3a', 'side', t), i % 2 ? -0.2 : 0.18);
  return o;
}

// ---------------------------------------------------------------- scene catalogue
/** Viewpoint/time of day of each gallery image ("view/time"); the first one is the card image. */
const SHOTS = {
  'azure-pearl': ['bow/day', 'side/golden', 'deck/sunset'],
  'marina-star': ['side/day', 'bow/dusk'],
  'royal-falcon': ['bow/golden', 'side/night', 'deck/day', 'silhouette/sunset'],
  'sea-breeze': ['side/day'],
  'golden-horizon': ['side/golden', 'deck/day', 'bow/night'],
  'desert-rose': ['bow/golden', 'silhouette/sunset'],
  'silver-wave': ['side/day', 'stern/morning'],
  majesty: ['bow/day', 'side/golden', 'deck/sunset', 'side/night'],
  'blue-lagoon': ['bow/day'],
  'ocean-whisper': ['side/golden', 'bow/dusk', 'deck/golden'],
};

function yachtShot(slug, k, n, W = 1200, H = 800) {
  const spec = FLEET[slug], seed = `${slug}-${n}`, rnd = rng(seed + 'x');
  const [view0, time] = SHOTS[slug][n].split('/'), shot = { view: view0, time };
  const skylineOpts = { burj: (k + n) % 3 === 0 ? 0.08 + rnd() * 0.1 : null, megaTower: (k + n) % 3 === 1 ? 0.75 + rnd() * 0.15 : null, height: 0.45 + rnd() * 0.15 };
  if (shot.view === 'deck') {
    return deckScene({ W, H, time: shot.time, seed, cushions: [spec.accent, spec.boot === spec.accent ? '#f4efe4' : spec.boot], distant: pick(rnd, Object.keys(FLEET).filter((s) => s !== slug)), skyline: skylineOpts,
      props: ({ s, tx, ty }) => (k % 2
        ? flute(tx - 70 * s, ty + 4 * s, s * 1.15, 4) + flute(tx - 25 * s, ty - 2 * s, s * 1.15, -4) + iceBucket(tx + 90 * s, ty + 4 * s, s)
        : wineGlass(tx - 60 * s, ty + 4 * s, s * 1.2) + wineGlass(tx - 5 * s, ty - 6 * s, s * 1.2, '#f2d98a') + plate(tx + 100 * s, ty + 2 * s, s * 1.2, rnd)) });
  }
  const hy = (shot.view === 'silhouette' ? 0.62 : 0.56) * H;
  const view = shot.view === 'silhouette' ? 'side' : shot.view, bigness = spec.decks >= 3 ? 0.08 : 0;
  const len = W * (view === 'side' ? 0.76 - bigness * 0.5 : 0.64 - bigness);
  const main = { slug, view, len, cx: W * (view === 'stern' ? 0.54 : 0.5), wy: hy + (H - hy) * (view === 'side' ? 0.55 : 0.5), sil: shot.view === 'silhouette', wake: view !== 'side' && rnd() < 0.5, extras: spec.type === 'sport' && view === 'stern' ? fishingRods : undefined };
  const others = Object.keys(FLEET).filter((s) => s !== slug);
  return marinaScene({ W, H, time: shot.time, seed, horizon: hy / H, skyline: skylineOpts, boats: 4,
    sky: { sunX: shot.view === 'silhouette' ? 0.56 : undefined, sunScale: shot.view === 'silhouette' ? 2.2 : 1, birds: shot.time === 'morning' || shot.time === 'day' ? 3 : 0 },
    yachts: [{ slug: pick(rnd, others), view: 'side', len: W * 0.16, cx: W * (0.12 + rnd() * 0.15), wy: hy + (H - hy) * 0.1, sil: shot.view === 'silhouette' }, main] });
}

function buildJobs() {
  const jobs = [];
  const std = (file, body, W = 1200, H = 800, kb = 70) => jobs.push({ file, W, H, body, out: [{ suffix: '', w: W, h: H, kb }, { suffix: '-480', w: 480, h: 320, kb: 18 }] });
  const R = (s) => rng(s);

  // placeholder
  {
    const id = uid('ph');
    const icon = 'M150 345H450L420 395Q300 410 190 395Z M215 345V300H345L395 345 M240 300L260 265H330L345 300 M285 265V225 M160 430Q195 415 230 430T300 430T370 430T440 430';
    jobs.push({ file: 'placeholder.jpg', W: 600, H: 600, body: `<defs>${linear(id, [[0, '#1d2a44'], [1, '#4a5568']])}</defs><rect width="600" height="600" fill="url(#${id})"/><path d="${icon}" fill="none" stroke="#c9d2de" stroke-opacity="0.7" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"/>`, out: [{ suffix: '', w: 600, h: 600, kb: 25, type: 'image/jpeg', q: 0.7 }] });
  }

  // yachts
  Object.entries(SHOTS).forEach(([slug, shots], k) => shots.forEach((_, n) => std(`yachts/${slug}-${n + 1}.webp`, yachtShot(slug, k, n))));

  // hero
  {
    const W = 1600, H = 900, hy = 0.6 * H;
    const body = marinaScene({ W, H, time: 'golden', seed: 'hero', horizon: 0.6, sky: { sunX: 0.58, birds: 0 }, skyline: { calmLeft: true, height: 0.5, clusters: [0.62, 0.86], burj: 0.16 }, boats: 3, boatsFrom: 0.4, overlay: 'left',
      yachts: [
        { slug: 'golden-horizon', view: 'side', len: W * 0.22, cx: W * 0.86, wy: hy + (H - hy) * 0.1 },
        { slug: 'azure-pearl', view: 'side', len: W * 0.13, cx: W * 0.47, wy: hy + (H - hy) * 0.3, wake: true },
        { slug: 'royal-falcon', view: 'bow', len: W * 0.5, cx: W * 0.7, wy: hy + (H - hy) * 0.66, wake: true },
      ] });
    jobs.push({ file: 'hero.webp', W, H, body, out: [{ suffix: '', w: W, h: H, kb: 90 }, { suffix: '-800', w: 800, h: 450, kb: 30 }] });
  }

  // packages
  const deckBirthday = (W, H, ov) => deckScene({ W, H, time: 'golden', seed: 'birthday', cushions: ['#f4a9bb', '#c9a24a'], overlay: ov, distant: 'majesty',
    props: ({ s, tx, ty, sx, sw, rnd }) => balloons(sx + sw * 0.92, 0.64 * H, s, rnd) + cake(tx, ty + 4 * s, s) + confetti(W, H * 0.6, rnd, 40, s) });
  const honeymoon = (W, H, ov) => deckScene({ W, H, time: 'sunset', seed: 'honeymoon', cushions: ['#c98a8a', '#f4efe4'], overlay: ov, sky: { sunX: 0.62 },
    skyExtras: (hy, t, rnd) => range(6).map(() => heart(W * (0.55 + rnd() * 0.4), hy * (0.2 + rnd() * 0.45), (8 + rnd() * 10) * H / 800, '#ffd0d6', 0.35)).join(''),
    props: ({ s, tx, ty }) => iceBucket(tx + 130 * s, ty + 6 * s, s * 1.2) + flute(tx - 50 * s, ty + 6 * s, s * 1.3, 8) + flute(tx + 5 * s, ty + 2 * s, s * 1.3, -8) + heart(tx - 22 * s, ty - 172 * s, 9 * s, '#ffd0d6', 0.85) });
  std('packages/birthday.webp', deckBirthday(1200, 800));
  std('packages/honeymoon.webp', honeymoon(1200, 800));
  std('packages/anniversary.webp', deckScene({ W: 1200, H: 800, time: 'dusk', seed: 'anniversary', cushions: ['#7a1e36', '#e0b85c'],
    floorProps: ({ W, H, s, fy, rnd }) => petals(W, fy + 20 * s, H, s, rnd, 55),
    props: ({ s, tx, ty }) => candle(tx - 120 * s, ty + 6 * s, s) + candle(tx + 130 * s, ty + 4 * s, s) + ringBox(tx, ty + 8 * s, s * 1.1) }));
  std('packages/party.webp', marinaScene({ W: 1200, H: 800, time: 'night', seed: 'party', horizon: 0.58, skyline: { height: 0.55 }, sky: { moon: false },
    skyExtras: (hy, t, rnd) => firework(220, 170, 90, '#ff5fa2', rnd) + firework(960, 120, 70, '#37d5f0', rnd),
    yachts: [{ slug: 'majesty', view: 'side', len: 900, cx: 600, wy: 600, extras: partyExtras(R('p1')) }] }));
  std('packages/burj-al-arab.webp', marinaScene({ W: 1200, H: 800, time: 'golden', seed: 'burj', horizon: 0.6, sky: { sunX: 0.35 }, skyline: { height: 0.3, clusters: [0.2, 0.4] },
    landmarks: (hy, t) => burjAlArab(760, hy + 1, hy * 0.78, t),
    yachts: [{ slug: 'royal-falcon', view: 'side', len: 640, cx: 430, wy: 650, wake: true }] }));
  std('packages/atlantis.webp', marinaScene({ W: 1200, H: 800, time: 'day', seed: 'atlantis', horizon: 0.58, skyline: { height: 0.2, scale: 0.7 }, sky: { sunX: 0.15 },
    landmarks: (hy, t) => `<path d="M0 ${n1(hy + 1)}Q600 ${n1(hy - 26)} 1200 ${n1(hy + 1)}Z" fill="${lit('#e5d3a8', 'side', t)}"/>` + archedResort(600, hy - 10, 250, t) + range(9).map((i) => palm(90 + i * 128, hy - 4, 46 + (i % 3) * 10, lit('#3e6e45', 'side', t), i % 2 ? -0.15 : 0.2)).join(''),
    yachts: [{ slug: 'desert-rose', view: 'bow', len: 560, cx: 640, wy: 660, wake: true }] }));
  const moonIsland = (W, H, ov) => marinaScene({ W, H, time: 'night', seed: 'moon', horizon: 0.64, skyline: { height: 0.18, scale: 0.7 }, sky: { moon: false, moonX: 0.66 }, overlay: ov,
    skyExtras: (hy) => moonDisc(W * 0.66, hy * 0.42, H * 0.14), landmarks: (hy, t) => island(W * 0.7, hy + 2, H * 0.42, t, 3),
    yachts: [{ slug: 'ocean-whisper', view: 'side', len: W * 0.46, cx: W * 0.33, wy: 0.64 * H + 0.36 * H * 0.5 }] });
  std('packages/moon-island.webp', moonIsland(1200, 800));
  std('packages/bachelor.webp', marinaScene({ W: 1200, H: 800, time: 'night', seed: 'bachelor', horizon: 0.55, skyline: { height: 0.6, megaTower: 0.82 }, sky: { moon: false },
    yachts: [{ slug: 'golden-horizon', view: 'bow', len: 700, cx: 600, wy: 640, extras: partyExtras(R('b1')) }],
    front: (hy, t, rnd) => confetti(1200, 800, rnd, 160, 1.2) }));
  std('packages/custom.webp', deckScene({ W: 1200, H: 800, time: 'day', seed: 'custom', cushions: ['#1b2a4e', '#17a398'], distant: 'royal-falcon', sky: { sunX: 0.12 },
    skyExtras: (hy) => compassRose(820, hy * 0.52, 100, '#c9a24a', 0.6),
    props: ({ s, tx, ty }) => mapAndCompass(tx - 10 * s, ty, s * 1.2) }));
  std('packages/bg-birthday.webp', marinaScene({ W: 1600, H: 600, time: 'golden', seed: 'bg-birthday', horizon: 0.64, sky: { sunX: 0.3 }, skyline: { height: 0.45 }, overlay: 'dark',
    yachts: [{ slug: 'royal-falcon', view: 'side', len: 560, cx: 1160, wy: 500, extras: (P, k, G) => balloons(...P(G.L * 0.06, G.sheer(0) + 20, 0), k * 1.6, R('bb')) }],
    front: (hy, t, rnd) => confetti(1600, 600, rnd, 70, 1) }), 1600, 600, 50);
  std('packages/bg-honeymoon.webp', marinaScene({ W: 1600, H: 600, time: 'sunset', seed: 'bg-honeymoon', horizon: 0.68, sky: { sunX: 0.62, sunScale: 1.8 }, skyline: { height: 0.4 }, overlay: 'dark',
    skyExtras: (hy, t, rnd) => range(7).map(() => heart(1600 * (0.1 + rnd() * 0.8), hy * (0.15 + rnd() * 0.5), 8 + rnd() * 9, '#ffd0d6', 0.3)).join(''),
    yachts: [{ slug: 'desert-rose', view: 'side', len: 520, cx: 1000, wy: 520, sil: true }] }), 1600, 600, 50);
  std('packages/bg-burj-al-arab.webp', marinaScene({ W: 1600, H: 600, time: 'dusk', seed: 'bg-burj', horizon: 0.66, skyline: { height: 0.35 }, overlay: 'dark',
    landmarks: (hy, t) => burjAlArab(1080, hy + 1, hy * 0.8, t, { color: '#a9b9f0' }), yachts: [{ slug: 'majesty', view: 'side', len: 620, cx: 560, wy: 510 }] }), 1600, 600, 50);
  std('packages/bg-moon-island.webp', moonIsland(1600, 600, 'dark'), 1600, 600, 50);
  // std() registers a 480x320 variant for 1200x800 images only; bg images get a single size
  jobs.filter((j) => j.file.includes('/bg-')).forEach((j) => (j.out = j.out.slice(0, 1)));

  // services
  std('services/yacht-charter.webp', marinaScene({ W: 1200, H: 800, time: 'day', seed: 'charter', horizon: 0.55, skyline: { height: 0.55, burj: 0.1 }, boats: 4, sky: { birds: 4 },
    yachts: [{ slug: 'marina-star', view: 'side', len: 220, cx: 200, wy: 470 }, { slug: 'golden-horizon', view: 'bow', len: 720, cx: 640, wy: 640, wake: true }] }));
  std('services/fishing-trips.webp', marinaScene({ W: 1200, H: 800, time: 'morning', seed: 'fishing', horizon: 0.55, skyline: { height: 0.4 }, sky: { birds: 5, birdsX: 0.6 },
    yachts: [{ slug: 'sea-breeze', view: 'stern', len: 640, cx: 680, wy: 620, extras: fishingRods }] }));
  std('services/water-sports.webp', marinaScene({ W: 1200, H: 800, time: 'day', seed: 'watersports', horizon: 0.5, skyline: { height: 0.5 },
    skyExtras: (hy, t) => parasail(900, 150, 52, t), yachts: [{ slug: 'blue-lagoon', view: 'side', len: 420, cx: 330, wy: 500 }],
    front: () => jetSki(800, 680, 1.7) }));
  std('services/catering.webp', deckScene({ W: 1200, H: 800, time: 'golden', seed: 'catering', cushions: ['#c9a24a', '#1b2a4e'],
    props: ({ s, tx, ty, rnd }) => plate(tx - 120 * s, ty + 10 * s, s, rnd) + plate(tx + 120 * s, ty + 10 * s, s, rnd) + plate(tx, ty - 10 * s, s * 0.9, rnd) + wineGlass(tx - 60 * s, ty - 12 * s, s) + wineGlass(tx + 60 * s, ty - 12 * s, s, '#f2d98a') + iceBucket(tx + 190 * s, ty - 6 * s, s * 0.8) }));
  std('services/photography.webp', marinaScene({ W: 1200, H: 800, time: 'golden', seed: 'photo', horizon: 0.55, skyline: { height: 0.5, burj: 0.85 },
    skyExtras: () => drone(300, 150, 1.1), yachts: [{ slug: 'royal-falcon', view: 'side', len: 640, cx: 430, wy: 600 }],
    front: () => cameraSilhouette(1010, 650, 1.05) }));
  std('services/event-decoration.webp', deckScene({ W: 1200, H: 800, time: 'night', seed: 'decor', cushions: ['#f4a9bb', '#ffffff'],
    railDecor: ({ W, s, railY }) => range(5).map((i) => fairyLights((W * i) / 5, railY - 240 * s, (W * (i + 1)) / 5, railY - 240 * s, 40 * s, 9, s)).join('') + range(26).map((i) => `<circle cx="${n1((W * i) / 25)}" cy="${n1(railY)}" r="${n1(9 * s)}" fill="${['#f4a9bb', '#ffffff', '#f7c6a3'][i % 3]}"/>`).join(''),
    props: ({ s, tx, ty, rnd }) => flowers(tx, ty + 4 * s, s * 1.2, rnd) + candle(tx - 130 * s, ty + 8 * s, s) + candle(tx + 130 * s, ty + 8 * s, s) }));

  // offers (800x533, authored on a 1200x800 canvas)
  const offer = (file, body) => jobs.push({ file, W: 1200, H: 800, body, out: [{ suffix: '', w: 800, h: 533, kb: 45 }, { suffix: '-480', w: 480, h: 320, kb: 18 }] });
  offer('offers/sunset-cruise.webp', marinaScene({ W: 1200, H: 800, time: 'sunset', seed: 'sunset-offer', horizon: 0.62, sky: { sunX: 0.45, sunScale: 2 }, skyline: { height: 0.45 },
    yachts: [{ slug: 'royal-falcon', view: 'side', len: 820, cx: 620, wy: 640, sil: true }] }));
  offer('offers/winter-weekend.webp', marinaScene({ W: 1200, H: 800, time: 'morning', seed: 'winter', horizon: 0.56, skyline: { height: 0.5, megaTower: 0.2 }, sky: { birds: 4, birdsX: 0.7 },
    yachts: [{ slug: 'ocean-whisper', view: 'bow', len: 700, cx: 620, wy: 640, wake: true }] }));
  offer('offers/family-day.webp', marinaScene({ W: 1200, H: 800, time: 'day', seed: 'family', horizon: 0.54, skyline: { height: 0.5, burj: 0.8 }, sky: { birds: 3 },
    yachts: [{ slug: 'marina-star', view: 'side', len: 760, cx: 560, wy: 600 }],
    front: () => floatRing(180, 720, 46) + beachBall(1030, 700, 30) + floatRing(980, 760, 34) }));
  offer('offers/midweek-escape.webp', marinaScene({ W: 1200, H: 800, time: 'dusk', seed: 'midweek', horizon: 0.58, skyline: { height: 0.55 },
    yachts: [{ slug: 'desert-rose', view: 'side', len: 800, cx: 600, wy: 630 }] }));
  return jobs;
}

// ---------------------------------------------------------------- rendering
const wrap = (W, H, body, w, h) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="none">${body}</svg>`;

async function rasterize(page, svg, w, h, type, quality) {
  const url = await page.evaluate(async ({ svg, w, h, type, quality }) => {
    const img = new Image();
    const src = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    await new Promise((resolve, reject) => { img.onload = resolve; img.onerror = () => reject(new Error('SVG failed to load')); img.src = src; });
    const canvas = document.createElement('canvas');
    canvas.width = w; canvas.height = h;
    const ctx = canvas.getContext('2d', { alpha: false });
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(img, 0, 0, w, h);
    URL.revokeObjectURL(src);
    return canvas.toDataURL(type, quality);
  }, { svg, w, h, type, quality });
  if (!url.startsWith(`data:${type};`)) throw new Error(`browser cannot encode ${type}`);
  return Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
}

async function main() {
  const jobs = buildJobs().filter((j) => !ONLY || j.file.includes(ONLY));
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const rows = [];
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    for (const job of jobs) {
      for (const v of job.out) {
        const type = v.type ?? 'image/webp', file = job.file.replace(/(\.\w+)$/, `${v.suffix}$1`);
        const svg = wrap(job.W, job.H, job.body, v.w, v.h);
        let q = v.q ?? 0.72, buf = await rasterize(page, svg, v.w, v.h, type, q);
        while (buf.length > v.kb * 1024 && q > 0.45) { q = Math.round((q - 0.06) * 100) / 100; buf = await rasterize(page, svg, v.w, v.h, type, q); }
        await mkdir(path.dirname(path.join(OUT, file)), { recursive: true });
        await writeFile(path.join(OUT, file), buf);
        if (PREVIEW && v.suffix === '') { await mkdir(PREVIEW, { recursive: true }); await writeFile(path.join(PREVIEW, file.replace(/[/]/g, '__').replace(/\.\w+$/, '.png')), await rasterize(page, svg, v.w, v.h, 'image/png')); }
        rows.push({ file, bytes: buf.length, q, over: buf.length > v.kb * 1024 });
      }
    }
  } finally {
    await browser.close();
  }
  const width = Math.max(...rows.map((r) => r.file.length));
  for (const r of rows) console.log(`${r.file.padEnd(width)}  ${String(r.bytes).padStart(7)} B  q=${r.q.toFixed(2)}${r.over ? '  (over size aim)' : ''}`);
  console.log(`${'TOTAL'.padEnd(width)}  ${String(rows.reduce((a, r) => a + r.bytes, 0)).padStart(7)} B  (${rows.length} files)`);
}

main().catch((err) => { console.error(err); process.exitCode = 1; });
