// The house vendors' artwork, drawn as SVG: white vendor logos (the {vendor}-WHITE images vendors' clients ask for, shown on
// the dark header and footer) and game tiles. Any other vendor or game gets a plain tile with its name, so
// a catalogue entry an operator adds never shows a broken image.

const esc = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The tiger-eye emblem every house logo carries, at (x, y) with size s. */
function emblem(x: number, y: number, s: number): string {
  return `<g transform="translate(${x} ${y}) scale(${s / 64})">
  <path d="M32 2 58 17v30L32 62 6 47V17Z" fill="none" stroke="#fff" stroke-width="4"/>
  <path d="M14 30c8-9 28-9 36 0-8 9-28 9-36 0Z" fill="#fff"/>
  <ellipse cx="32" cy="30" rx="5" ry="8" fill="#f5a524"/>
  <path d="M20 14l6 8M44 14l-6 8M32 10v8M18 46l8-4M46 46l-8-4" stroke="#fff" stroke-width="3.5" stroke-linecap="round"/>
</g>`;
}

const HOUSE_LOGO_WORDS: Record<string, [string, string]> = {
  HSLOT: ['HARIMAU', 'SLOTS'],
  HLIVE: ['HARIMAU', 'LIVE'],
  HCARD: ['HARIMAU', 'CARDS'],
  HFISH: ['HARIMAU', 'FISHING'],
  HLOTT: ['HARIMAU', 'LOTTERY'],
  HELOT: ['HARIMAU', 'E-LOTTERY'],
  HSPRT: ['HARIMAU', 'SPORTS'],
  HOUSE: ['HARIMAU', 'ORIGINALS'],
};

/** A vendor's white logo on a transparent ground, 240×80. */
export function vendorLogoSvg(vendorCode: string): string {
  const [top, bottom] = HOUSE_LOGO_WORDS[vendorCode] ?? [vendorCode, ''];
  const mark = HOUSE_LOGO_WORDS[vendorCode] ? emblem(8, 8, 64) : '';
  const x = mark ? 84 : 120;
  const anchor = mark ? 'start' : 'middle';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 80" width="240" height="80" role="img" aria-label="${esc(`${top} ${bottom}`.trim())}">
${mark}
<text x="${x}" y="${bottom ? 38 : 50}" text-anchor="${anchor}" font-family="Montserrat,Arial,Helvetica,sans-serif" font-weight="800" font-size="${bottom ? 24 : 28}" letter-spacing="1.5" fill="#fff">${esc(top)}</text>
${bottom ? `<text x="${x}" y="64" text-anchor="${anchor}" font-family="Montserrat,Arial,Helvetica,sans-serif" font-weight="600" font-size="17" letter-spacing="5" fill="#f5c451">${esc(bottom)}</text>` : ''}
</svg>`;
}

interface TileTheme {
  from: string;
  to: string;
  motif: string;
}

const coin = (cx: number, cy: number, r: number, label: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#gold)" stroke="#8a5a00" stroke-width="4"/><circle cx="${cx}" cy="${cy}" r="${r - 10}" fill="none" stroke="#fff3c4" stroke-width="3" opacity=".7"/><text x="${cx}" y="${cy + r * 0.35}" text-anchor="middle" font-family="Georgia,serif" font-weight="700" font-size="${r}" fill="#7a4a00">${label}</text>`;

const card = (x: number, y: number, rotate: number, rank: string, suit: string, colour: string) =>
  `<g transform="translate(${x} ${y}) rotate(${rotate})"><rect x="-50" y="-72" width="100" height="144" rx="10" fill="#fff" stroke="#d8d8d8" stroke-width="2"/><text x="-36" y="-40" font-family="Georgia,serif" font-weight="700" font-size="30" fill="${colour}">${rank}</text><text x="0" y="26" text-anchor="middle" font-size="64" fill="${colour}">${suit}</text></g>`;

/** A lottery ball with its number. */
const ball = (cx: number, cy: number, r: number, fill: string, label: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" stroke="#fff" stroke-width="4"/><circle cx="${cx}" cy="${cy}" r="${r * 0.62}" fill="#fff"/><text x="${cx}" y="${cy + r * 0.28}" text-anchor="middle" font-family="Montserrat,Arial,sans-serif" font-weight="800" font-size="${r * 0.8}" fill="#111">${label}</text>`;

/** A lottery tile: a row of balls under a big word. */
const lotteryMotif = (word: string, balls: [string, string][]) =>
  `<text x="200" y="150" text-anchor="middle" font-family="Montserrat,Arial,sans-serif" font-weight="900" font-size="${word.length > 3 ? 84 : 120}" fill="#fef3c7" stroke="#000" stroke-opacity=".3" stroke-width="2">${word}</text>${balls
    .map(([fill, label], i) => ball(200 + (i - (balls.length - 1) / 2) * 78, 230, 34, fill, label))
    .join('')}`;

const THEMES: Record<string, TileTheme> = {
  'house-4d': {
    from: '#b91c1c',
    to: '#450a0a',
    motif: lotteryMotif('4D', [
      ['#f59e0b', '1'],
      ['#f59e0b', '2'],
      ['#f59e0b', '3'],
      ['#f59e0b', '4'],
    ]),
  },
  'house-xsmb': {
    from: '#b45309',
    to: '#431407',
    motif: lotteryMotif('XSMB', [
      ['#dc2626', '0'],
      ['#dc2626', '7'],
      ['#dc2626', '8'],
    ]),
  },
  'house-sea-1': {
    from: '#7c3aed',
    to: '#1e1b4b',
    motif: lotteryMotif('1′', [
      ['#dc2626', '2'],
      ['#16a34a', '7'],
      ['#8b5cf6', '5'],
    ]),
  },
  'house-sea-3': {
    from: '#2563eb',
    to: '#172554',
    motif: lotteryMotif('3′', [
      ['#16a34a', '3'],
      ['#dc2626', '8'],
      ['#8b5cf6', '0'],
    ]),
  },
  'house-sea-5': {
    from: '#0d9488',
    to: '#042f2e',
    motif: lotteryMotif('5′', [
      ['#dc2626', '4'],
      ['#16a34a', '9'],
      ['#16a34a', '1'],
    ]),
  },
  'house-keno': {
    from: '#db2777',
    to: '#500724',
    motif: lotteryMotif('KENO', [
      ['#0ea5e9', '8'],
      ['#0ea5e9', '23'],
      ['#0ea5e9', '61'],
      ['#0ea5e9', '80'],
    ]),
  },
  'house-fruit-lines': {
    from: '#6d28d9',
    to: '#2e1065',
    motif: `${coin(200, 170, 80, '7')}<g transform="translate(88 250)"><path d="M0-40q20-50 60-60M0-40q40-10 60-60" stroke="#15803d" stroke-width="6" fill="none"/><circle cx="-12" cy="0" r="30" fill="#e11d48"/><circle cx="38" cy="-6" r="28" fill="#be123c"/><circle cx="-20" cy="-10" r="8" fill="#fff" opacity=".5"/></g><g transform="translate(318 250)"><ellipse rx="44" ry="36" fill="#16a34a"/><path d="M-40-6q40 20 80 0M-36 14q36 16 72 0" stroke="#bbf7d0" stroke-width="5" fill="none"/><circle cx="-16" cy="-16" r="7" fill="#fff" opacity=".4"/></g><g transform="translate(312 70)"><circle r="28" fill="#f59e0b"/><path d="M0-28q6-16 18-18" stroke="#15803d" stroke-width="5" fill="none"/></g><g transform="translate(86 72)"><path d="M0-30 30 0 0 30-30 0Z" fill="#38bdf8" stroke="#e0f2fe" stroke-width="4"/></g>`,
  },
  'house-jade-ways': {
    from: '#047857',
    to: '#022c22',
    motif: `<g fill="none" stroke="#6ee7b7" stroke-width="3" opacity=".35"><circle cx="200" cy="185" r="150"/><circle cx="200" cy="185" r="128"/></g><g transform="translate(200 185)"><circle r="110" fill="#10b981" stroke="#a7f3d0" stroke-width="6"/><circle r="62" fill="#022c22" stroke="#a7f3d0" stroke-width="6"/><path d="M0-110v30M0 80v30M-110 0h30M80 0h30" stroke="#a7f3d0" stroke-width="6"/></g><text x="200" y="202" text-anchor="middle" font-family="Montserrat,Arial,sans-serif" font-weight="900" font-size="46" fill="#fef3c7">243</text><text x="200" y="274" text-anchor="middle" font-family="Montserrat,Arial,sans-serif" font-weight="700" font-size="20" letter-spacing="6" fill="#022c22">WAYS</text>`,
  },
  'house-koi-free-spins': {
    from: '#0e7490',
    to: '#083344',
    motif: `<g fill="none" stroke="#a5f3fc" stroke-width="3" opacity=".4"><ellipse cx="120" cy="90" rx="50" ry="14"/><ellipse cx="300" cy="250" rx="60" ry="16"/></g><g transform="translate(200 170) rotate(-20)"><path d="M-120 0C-70-60 40-60 80 0 40 60-70 60-120 0Z" fill="#fb923c"/><path d="M-60-38q20 20 0 76M-10-46q24 30 0 92" stroke="#fff" stroke-width="12" opacity=".9" fill="none"/><path d="M70 0l70-50q-20 50 0 100Z" fill="#f97316"/><path d="M-20 40q10 40 40 40-20-20-10-40Z" fill="#fdba74"/><circle cx="-92" cy="-8" r="9" fill="#111"/></g><g transform="translate(82 282)"><circle r="34" fill="#eab308" stroke="#854d0e" stroke-width="5"/><circle r="12" fill="#854d0e"/></g><g transform="translate(320 96)"><path d="M-30 0c10-30 50-30 60 0-10 30-50 30-60 0Z" fill="#22c55e"/><path d="M-30 0h60" stroke="#14532d" stroke-width="3"/></g>`,
  },
  'house-baccarat': {
    from: '#0b6b43',
    to: '#03301d',
    motif: `<ellipse cx="200" cy="330" rx="230" ry="110" fill="none" stroke="#f5c451" stroke-width="4" opacity=".6"/>${card(150, 180, -12, '9', '♥', '#d11a2a')}${card(250, 175, 10, 'K', '♠', '#111')}`,
  },
  'house-roulette': {
    from: '#3d0a0a',
    to: '#120202',
    motif: `<g transform="translate(200 185)"><circle r="130" fill="#6b3b12" stroke="#f5c451" stroke-width="6"/>${Array.from({ length: 18 }, (_, i) => {
      const a0 = (i / 18) * Math.PI * 2;
      const a1 = ((i + 1) / 18) * Math.PI * 2;
      const p = (a: number, r: number) => `${(Math.cos(a) * r).toFixed(1)} ${(Math.sin(a) * r).toFixed(1)}`;
      return `<path d="M${p(a0, 60)}L${p(a0, 118)}A118 118 0 0 1 ${p(a1, 118)}L${p(a1, 60)}A60 60 0 0 0 ${p(a0, 60)}Z" fill="${i === 0 ? '#0b8a4c' : i % 2 ? '#111' : '#c4101c'}"/>`;
    }).join(
      '',
    )}<circle r="58" fill="#8a5a1c" stroke="#f5c451" stroke-width="4"/><path d="M0-46V46M-46 0H46" stroke="#f5c451" stroke-width="8" stroke-linecap="round"/><circle r="12" fill="#f5c451"/><circle cx="88" cy="-40" r="10" fill="#fff"/></g>`,
  },
  'house-blackjack': {
    from: '#14532d',
    to: '#052e16',
    motif: `${card(150, 180, -10, 'A', '♠', '#111')}${card(250, 180, 10, 'J', '♦', '#d11a2a')}<circle cx="200" cy="70" r="34" fill="#1d4ed8" stroke="#fff" stroke-width="6" stroke-dasharray="10 8"/><text x="200" y="80" text-anchor="middle" font-family="Montserrat,Arial,sans-serif" font-weight="800" font-size="28" fill="#fff">21</text>`,
  },
  'house-niu-niu': {
    from: '#7c2d12',
    to: '#2a0c02',
    motif: `<g transform="translate(200 180)"><path d="M-70-40C-140-50-150-120-110-140-110-100-90-80-50-72M70-40C140-50 150-120 110-140 110-100 90-80 50-72" fill="#f5e6c8" stroke="#3b1a06" stroke-width="5"/><path d="M-70-60Q0-100 70-60L60 50Q0 100-60 50Z" fill="#a0522d" stroke="#3b1a06" stroke-width="5"/><ellipse cx="0" cy="52" rx="44" ry="30" fill="#e9b48a" stroke="#3b1a06" stroke-width="5"/><circle cx="-16" cy="52" r="7" fill="#3b1a06"/><circle cx="16" cy="52" r="7" fill="#3b1a06"/><circle cx="-30" cy="-20" r="10" fill="#111"/><circle cx="30" cy="-20" r="10" fill="#111"/><path d="M-10 82a12 12 0 1 0 20 0" fill="none" stroke="#f5c451" stroke-width="6"/></g>`,
  },
  'house-ocean-hunter': {
    from: '#0369a1',
    to: '#082f49',
    motif: `<path d="M0 90q50-20 100 0t100 0 100 0 100 0" stroke="#7dd3fc" stroke-width="4" fill="none" opacity=".5"/><g transform="translate(200 170)"><path d="M-110 0C-60-60 50-60 90 0 50 60-60 60-110 0Z" fill="#f59e0b"/><path d="M80 0l60-44v88Z" fill="#f97316"/><circle cx="-70" cy="-10" r="10" fill="#fff"/><circle cx="-70" cy="-10" r="5" fill="#111"/><path d="M-30-40v80M10-44v88" stroke="#fff" stroke-width="10" opacity=".85"/></g><g fill="#bae6fd" opacity=".8"><circle cx="70" cy="300" r="10"/><circle cx="95" cy="270" r="6"/><circle cx="320" cy="90" r="8"/><circle cx="340" cy="60" r="5"/></g><path d="M40 300q-14-40 6-80q-16 40 6 80M70 300q18-50-4-100q26 50 10 100" stroke="#22c55e" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  },
};

/** A game's tile, 400×400: the game's art with its name on a band at the foot. */
export function gameTileSvg(gameCode: string, title: string): string {
  const found = THEMES[gameCode] ?? { from: '#334155', to: '#0f172a', motif: '' };
  // Ids carry the game's code: tiles inlined in one page must not share gradients.
  const id = gameCode.replace(/[^A-Za-z0-9-]/g, '');
  const theme = { ...found, motif: found.motif.replaceAll('url(#gold)', `url(#gold-${id})`) };
  const initials = theme.motif
    ? ''
    : `<text x="200" y="200" text-anchor="middle" font-family="Montserrat,Arial,sans-serif" font-weight="800" font-size="96" fill="#fff" opacity=".85">${esc(title.slice(0, 2).toUpperCase())}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${esc(title)}">
<defs><linearGradient id="bg-${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${theme.from}"/><stop offset="1" stop-color="${theme.to}"/></linearGradient>
<radialGradient id="gold-${id}" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#fff3b0"/><stop offset=".5" stop-color="#f5c451"/><stop offset="1" stop-color="#b7791f"/></radialGradient>
<linearGradient id="band-${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".8"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#bg-${id})"/>
${theme.motif}${initials}
<rect y="300" width="400" height="100" fill="url(#band-${id})"/>
<text x="200" y="370" text-anchor="middle" font-family="Montserrat,Arial,Helvetica,sans-serif" font-weight="800" font-size="${title.length > 16 ? 26 : 32}" fill="#fff" stroke="#000" stroke-opacity=".35" stroke-width="1">${esc(title)}</text>
</svg>`;
}
