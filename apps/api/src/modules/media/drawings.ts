/**
 * One drawing per kind of product, keyed by the product's own (deepest) category, so earbuds look like earbuds and a
 * fryer like a fryer. Each draws on a 1024 × 1024 canvas around its middle in `fill` (the variant's colour, or the
 * category's), with white highlights and dark details.
 */
type Drawing = (fill: string) => string;

const DARK = '#1f2937';
const light = (opacity = 0.35) => `fill="#ffffff" opacity="${opacity}"`;
const dark = (opacity = 1) => `fill="${DARK}" opacity="${opacity}"`;

const phoneBody = (fill: string) => `<rect x="352" y="152" width="320" height="660" rx="56" fill="${fill}"/>`;
const shirt = (fill: string, neck: string) =>
  `<path d="M352 232 L432 192 ${neck} L672 232 L752 352 L672 392 L672 792 L352 792 L352 392 L272 352 Z" fill="${fill}"/>`;
const shoe = (fill: string, sole: string) =>
  `<path d="M182 652 Q182 452 322 442 Q402 532 502 522 L612 452 Q702 482 742 562 Q842 592 852 662 L852 682 L182 682 Z" fill="${fill}"/>${sole}`;
const bottle = (fill: string, x: number, width: number, top: number) =>
  `<rect x="${x}" y="${top}" width="${width}" height="${812 - top}" rx="40" fill="${fill}"/><rect x="${x + 30}" y="${top + 120}" width="${width - 60}" height="220" rx="16" ${light(0.45)}/>`;

export const DRAWINGS: Record<string, Drawing> = {
  iphone: (fill) =>
    `${phoneBody(fill)}<rect x="380" y="184" width="160" height="160" rx="40" ${dark(0.18)}/>` +
    `<circle cx="422" cy="226" r="28" ${dark()}/><circle cx="498" cy="226" r="28" ${dark()}/><circle cx="422" cy="302" r="28" ${dark()}/>` +
    `<circle cx="512" cy="500" r="34" ${light(0.5)}/>`,
  'android-phones': (fill) =>
    `${phoneBody(fill)}<rect x="372" y="176" width="280" height="612" rx="40" ${dark(0.85)}/><circle cx="512" cy="206" r="12" fill="${fill}"/>` +
    `<rect x="672" y="300" width="12" height="90" rx="6" fill="${fill}"/><rect x="392" y="600" width="240" height="24" rx="12" ${light(0.25)}/>`,
  ipad: (fill) =>
    `<rect x="232" y="162" width="560" height="700" rx="48" fill="${fill}"/><rect x="262" y="192" width="500" height="640" rx="24" ${dark(0.85)}/>` +
    `<circle cx="512" cy="177" r="7" ${dark()}/><rect x="292" y="232" width="200" height="140" rx="12" ${light(0.25)}/>`,
  'android-tablets': (fill) =>
    `<rect x="132" y="262" width="760" height="500" rx="44" fill="${fill}"/><rect x="162" y="292" width="700" height="440" rx="20" ${dark(0.85)}/>` +
    `<circle cx="147" cy="512" r="7" ${dark()}/><rect x="202" y="332" width="300" height="60" rx="12" ${light(0.25)}/>`,
  smartwatches: (fill) =>
    `<rect x="432" y="132" width="160" height="220" rx="30" fill="${fill}" opacity="0.8"/><rect x="432" y="672" width="160" height="220" rx="30" fill="${fill}" opacity="0.8"/>` +
    `<rect x="372" y="322" width="280" height="380" rx="80" fill="${fill}"/><rect x="402" y="352" width="220" height="320" rx="60" ${dark()}/>` +
    `<rect x="452" y="462" width="120" height="26" rx="13" ${light(0.8)}/><rect x="452" y="512" width="80" height="20" rx="10" ${light(0.5)}/><rect x="652" y="452" width="22" height="70" rx="10" fill="${fill}"/>`,
  'power-banks': (fill) =>
    `<rect x="342" y="212" width="340" height="600" rx="50" fill="${fill}"/>` +
    [0, 1, 2, 3].map((index) => `<circle cx="${452 + index * 40}" cy="292" r="12" ${light(index < 3 ? 0.9 : 0.3)}/>`).join('') +
    `<rect x="472" y="772" width="80" height="22" rx="11" ${dark()}/><path d="M532 432 L472 552 H522 L492 652 L572 512 H522 Z" ${light(0.5)}/>`,
  earphones: (fill) =>
    `<rect x="332" y="472" width="360" height="300" rx="120" fill="${fill}"/><rect x="332" y="472" width="360" height="90" rx="45" ${dark(0.2)}/>` +
    `<circle cx="422" cy="322" r="62" fill="${fill}"/><rect x="402" y="322" width="40" height="160" rx="20" fill="${fill}"/><circle cx="422" cy="322" r="26" ${dark(0.7)}/>` +
    `<circle cx="602" cy="322" r="62" fill="${fill}"/><rect x="582" y="322" width="40" height="160" rx="20" fill="${fill}"/><circle cx="602" cy="322" r="26" ${dark(0.7)}/>` +
    `<circle cx="512" cy="702" r="10" ${light(0.9)}/>`,
  'phone-cases': (fill) =>
    `<rect x="342" y="142" width="340" height="690" rx="70" fill="${fill}"/><rect x="372" y="172" width="170" height="170" rx="44" fill="#ffffff"/>` +
    `<circle cx="412" cy="662" r="18" ${light(0.5)}/><circle cx="472" cy="712" r="18" ${light(0.5)}/><circle cx="552" cy="652" r="18" ${light(0.5)}/><circle cx="612" cy="722" r="18" ${light(0.5)}/>`,
  'smart-tv': (fill) =>
    `<rect x="112" y="212" width="800" height="480" rx="20" ${dark()}/><rect x="132" y="232" width="760" height="440" rx="8" fill="${fill}"/>` +
    `<path d="M132 672 L462 402 L632 552 L892 372 L892 672 Z" ${light(0.3)}/><path d="M312 692 L262 782 M712 692 L762 782" stroke="${DARK}" stroke-width="22" stroke-linecap="round"/>`,
  speakers: (fill) =>
    `<rect x="172" y="352" width="680" height="320" rx="160" fill="${fill}"/><circle cx="332" cy="512" r="110" ${dark(0.75)}/><circle cx="692" cy="512" r="110" ${dark(0.75)}/>` +
    `<circle cx="332" cy="512" r="40" ${light(0.3)}/><circle cx="692" cy="512" r="40" ${light(0.3)}/><rect x="452" y="372" width="120" height="20" rx="10" ${light(0.6)}/>`,
  'rice-cookers': (fill) =>
    `<path d="M242 462 H782 L752 792 Q512 832 272 792 Z" fill="${fill}"/><path d="M232 462 Q512 252 792 462 Z" fill="${fill}" opacity="0.85"/>` +
    `<rect x="452" y="302" width="120" height="40" rx="20" ${dark(0.7)}/><rect x="412" y="552" width="200" height="110" rx="20" ${light(0.6)}/><circle cx="472" cy="607" r="14" ${dark()}/><circle cx="552" cy="607" r="14" fill="#dc2626"/>`,
  'air-fryers': (fill) =>
    `<rect x="302" y="182" width="420" height="640" rx="110" fill="${fill}"/><rect x="362" y="232" width="300" height="90" rx="24" ${dark(0.85)}/>` +
    `<rect x="402" y="258" width="90" height="38" rx="8" fill="#f59e0b"/><rect x="332" y="472" width="360" height="300" rx="60" ${dark(0.2)}/><rect x="452" y="552" width="120" height="44" rx="22" ${dark()}/>`,
  refrigerators: (fill) =>
    `<rect x="332" y="112" width="360" height="780" rx="28" fill="${fill}"/><rect x="332" y="392" width="360" height="10" ${dark(0.5)}/>` +
    `<rect x="632" y="172" width="22" height="160" rx="11" ${dark(0.7)}/><rect x="632" y="452" width="22" height="220" rx="11" ${dark(0.7)}/><rect x="372" y="142" width="60" height="220" rx="10" ${light(0.25)}/>`,
  'air-conditioners': (fill) =>
    `<rect x="132" y="302" width="760" height="250" rx="60" fill="${fill}"/><rect x="182" y="482" width="660" height="30" rx="15" ${dark(0.6)}/>` +
    `<rect x="732" y="352" width="90" height="36" rx="8" ${dark(0.8)}/>` +
    [0, 1, 2]
      .map(
        (index) =>
          `<path d="M${312 + index * 200} 582 q -30 60 0 120 q 30 60 0 120" stroke="${fill}" stroke-width="16" fill="none" opacity="0.5"/>`,
      )
      .join(''),
  fans: (fill) =>
    `<rect x="496" y="512" width="32" height="300" fill="${fill}"/><ellipse cx="512" cy="832" rx="180" ry="40" fill="${fill}"/>` +
    `<circle cx="512" cy="372" r="230" fill="none" stroke="${fill}" stroke-width="18"/>` +
    [0, 120, 240]
      .map((angle) => `<ellipse cx="512" cy="262" rx="60" ry="110" fill="${fill}" opacity="0.8" transform="rotate(${angle} 512 372)"/>`)
      .join('') +
    `<circle cx="512" cy="372" r="40" ${dark()}/>`,
  'washing-machines': (fill) =>
    `<rect x="242" y="152" width="540" height="700" rx="40" fill="${fill}"/><rect x="242" y="152" width="540" height="130" rx="40" ${dark(0.2)}/>` +
    `<circle cx="512" cy="552" r="200" ${dark(0.85)}/><circle cx="512" cy="552" r="150" ${light(0.35)}/><circle cx="682" cy="217" r="30" ${light(0.8)}/><rect x="292" y="197" width="200" height="40" rx="10" ${dark(0.7)}/>`,
  dresses: (fill) =>
    `<path d="M432 162 L472 162 Q512 212 552 162 L592 162 L612 392 Q640 440 632 452 L792 842 L232 842 L392 452 Q384 440 412 392 Z" fill="${fill}"/>` +
    `<rect x="402" y="432" width="220" height="30" rx="15" ${dark(0.3)}/>`,
  'womens-tops': (fill) =>
    `${shirt(fill, 'Q512 352 592 192')}<circle cx="300" cy="300" r="70" fill="${fill}"/><circle cx="724" cy="300" r="70" fill="${fill}"/>` +
    `<path d="M352 652 H672" stroke="#ffffff" stroke-width="12" opacity="0.4"/>`,
  't-shirts': (fill) =>
    `${shirt(fill, 'Q512 272 592 192')}<path d="M432 192 Q512 272 592 192" stroke="${DARK}" stroke-width="10" fill="none" opacity="0.3"/>`,
  jeans: (fill) =>
    `<path d="M332 172 H692 L742 862 H562 L512 412 L462 862 H282 Z" fill="${fill}"/><rect x="332" y="172" width="360" height="56" ${dark(0.25)}/>` +
    `<path d="M372 232 Q392 312 462 312 M652 232 Q632 312 562 312 M512 228 V400" stroke="#f59e0b" stroke-width="8" fill="none"/>`,
  bags: (fill) =>
    `<path d="M392 392 Q392 192 512 192 Q632 192 632 392" stroke="${fill}" stroke-width="36" fill="none"/>` +
    `<path d="M252 382 H772 L822 832 H202 Z" fill="${fill}"/><rect x="462" y="462" width="100" height="60" rx="12" fill="#d4a017"/>`,
  sneakers: (fill) =>
    `${shoe(fill, `<rect x="172" y="672" width="692" height="70" rx="30" fill="#ffffff" stroke="#e5e7eb" stroke-width="6"/>`)}` +
    [0, 1, 2]
      .map(
        (index) =>
          `<path d="M${372 + index * 50} ${502 - index * 10} l 60 -40" stroke="#ffffff" stroke-width="14" stroke-linecap="round"/>`,
      )
      .join(''),
  'running-shoes': (fill) =>
    `${shoe(fill, `<path d="M172 672 Q512 640 872 660 L852 770 Q512 790 182 750 Z" ${dark(0.85)}/>`)}` +
    `<path d="M352 612 Q552 652 742 542" stroke="#ffffff" stroke-width="26" fill="none" stroke-linecap="round"/>`,
  sandals: (fill) =>
    [372, 652]
      .map(
        (x) =>
          `<ellipse cx="${x}" cy="532" rx="115" ry="300" fill="${fill}"/><ellipse cx="${x}" cy="532" rx="85" ry="265" ${light(0.25)}/>` +
          `<rect x="${x - 125}" y="352" width="250" height="120" rx="50" ${dark(0.85)}/>`,
      )
      .join(''),
  'watches-eyewear': (fill) =>
    `<rect x="442" y="122" width="140" height="780" rx="50" fill="${fill}"/><circle cx="512" cy="512" r="200" fill="${fill}"/>` +
    `<circle cx="512" cy="512" r="165" fill="#ffffff"/><path d="M512 512 V402 M512 512 L592 552" stroke="${DARK}" stroke-width="16" stroke-linecap="round"/><circle cx="512" cy="512" r="14" ${dark()}/>`,
  sunscreen: (fill) =>
    `<path d="M392 172 H632 L602 712 H422 Z" fill="${fill}"/><rect x="412" y="712" width="200" height="110" rx="20" ${dark(0.8)}/>` +
    `<rect x="392" y="162" width="240" height="30" rx="8" fill="${fill}"/><circle cx="512" cy="402" r="70" fill="#f59e0b"/>`,
  serums: (fill) =>
    `${bottle(fill, 392, 240, 432)}<rect x="462" y="342" width="100" height="100" rx="12" ${dark()}/><ellipse cx="512" cy="282" rx="60" ry="80" ${dark()}/>`,
  makeup: (fill) =>
    `<rect x="412" y="542" width="200" height="300" rx="16" fill="#d4a017"/><rect x="432" y="402" width="160" height="150" fill="#e5e7eb"/>` +
    `<path d="M442 402 V242 L582 172 V402 Z" fill="${fill}"/>`,
  fragrances: (fill) =>
    `<rect x="292" y="372" width="440" height="460" rx="90" fill="${fill}" opacity="0.85"/><rect x="462" y="302" width="100" height="80" ${dark(0.6)}/>` +
    `<rect x="432" y="192" width="160" height="120" rx="20" fill="#d4a017"/><rect x="342" y="452" width="100" height="300" rx="40" ${light(0.35)}/>`,
  'hair-care': (fill) =>
    `${bottle(fill, 372, 280, 332)}<rect x="472" y="232" width="80" height="110" ${dark(0.8)}/><rect x="472" y="212" width="170" height="40" rx="16" ${dark(0.8)}/>`,
  sofas: (fill) =>
    `<rect x="192" y="302" width="640" height="300" rx="60" fill="${fill}" opacity="0.85"/><rect x="132" y="452" width="150" height="300" rx="50" fill="${fill}"/>` +
    `<rect x="742" y="452" width="150" height="300" rx="50" fill="${fill}"/><rect x="262" y="552" width="500" height="170" rx="30" fill="${fill}"/>` +
    `<rect x="502" y="552" width="20" height="170" ${dark(0.2)}/><rect x="202" y="752" width="30" height="80" ${dark()}/><rect x="792" y="752" width="30" height="80" ${dark()}/>`,
  desks: (fill) =>
    `<rect x="132" y="352" width="760" height="60" rx="10" fill="${fill}"/><rect x="172" y="412" width="40" height="420" ${dark(0.8)}/><rect x="812" y="412" width="40" height="420" ${dark(0.8)}/>` +
    `<rect x="592" y="412" width="220" height="200" fill="${fill}" opacity="0.8"/><rect x="662" y="492" width="80" height="20" rx="10" ${dark()}/>`,
  bedding: (fill) =>
    `<rect x="132" y="452" width="760" height="260" rx="30" fill="${fill}"/><rect x="132" y="712" width="760" height="40" ${dark(0.3)}/>` +
    `<rect x="182" y="372" width="220" height="120" rx="50" ${light(0.9)}/><rect x="442" y="372" width="220" height="120" rx="50" ${light(0.9)}/>` +
    `<path d="M132 542 H892" stroke="#ffffff" stroke-width="20" opacity="0.5"/><rect x="102" y="302" width="40" height="500" rx="16" ${dark(0.8)}/>`,
  kitchenware: (fill) =>
    `<rect x="242" y="562" width="540" height="250" rx="30" fill="${fill}" opacity="0.45"/><rect x="232" y="532" width="560" height="50" rx="20" fill="${fill}"/>` +
    `<rect x="302" y="312" width="420" height="200" rx="26" fill="${fill}" opacity="0.45"/><rect x="292" y="282" width="440" height="46" rx="18" fill="${fill}"/>` +
    `<rect x="262" y="522" width="40" height="80" rx="10" ${dark(0.6)}/><rect x="722" y="522" width="40" height="80" rx="10" ${dark(0.6)}/>`,
  gardening: (fill) =>
    `<path d="M332 552 H692 L642 832 H382 Z" fill="#b45309"/><rect x="312" y="522" width="400" height="60" rx="14" fill="#92400e"/>` +
    `<path d="M512 532 V292" stroke="${fill}" stroke-width="20"/><ellipse cx="412" cy="352" rx="110" ry="50" fill="${fill}" transform="rotate(-30 412 352)"/>` +
    `<ellipse cx="612" cy="302" rx="110" ry="50" fill="${fill}" transform="rotate(30 612 302)"/><ellipse cx="512" cy="222" rx="50" ry="90" fill="${fill}"/>`,
  diapers: (fill) =>
    `<path d="M192 272 H832 L772 452 Q672 532 662 782 H362 Q352 532 252 452 Z" fill="#ffffff" stroke="#e5e7eb" stroke-width="8"/>` +
    `<rect x="192" y="272" width="640" height="70" rx="20" fill="${fill}"/><circle cx="512" cy="512" r="60" fill="${fill}" opacity="0.5"/>`,
  'baby-food': (fill) =>
    `<rect x="312" y="252" width="400" height="580" rx="40" fill="${fill}"/><rect x="292" y="212" width="440" height="80" rx="24" ${dark(0.75)}/>` +
    `<rect x="352" y="402" width="320" height="260" rx="30" fill="#ffffff"/><circle cx="512" cy="512" r="60" fill="${fill}" opacity="0.6"/>`,
  toys: (fill) =>
    `<rect x="192" y="442" width="640" height="320" rx="18" fill="${fill}"/>` +
    [0, 1, 2, 3]
      .map(
        (index) =>
          `<rect x="${232 + index * 150}" y="372" width="110" height="80" rx="12" fill="${fill}"/><ellipse cx="${287 + index * 150}" cy="372" rx="55" ry="18" ${light(0.35)}/>`,
      )
      .join(''),
  'kids-clothing': (fill) =>
    `<path d="M392 252 L452 222 Q512 262 572 222 L632 252 L712 352 L652 392 L652 612 Q652 692 592 692 L562 812 H462 L432 692 Q372 692 372 612 L372 392 L312 352 Z" fill="${fill}"/>` +
    `<circle cx="512" cy="352" r="12" ${light(0.9)}/><circle cx="512" cy="432" r="12" ${light(0.9)}/><circle cx="512" cy="512" r="12" ${light(0.9)}/>`,
  dumbbells: (fill) =>
    `<rect x="292" y="482" width="440" height="60" rx="20" fill="#9ca3af"/>` +
    `<rect x="192" y="352" width="120" height="320" rx="30" fill="${fill}"/><rect x="712" y="352" width="120" height="320" rx="30" fill="${fill}"/>` +
    `<rect x="162" y="392" width="40" height="240" rx="16" fill="${fill}" opacity="0.8"/><rect x="822" y="392" width="40" height="240" rx="16" fill="${fill}" opacity="0.8"/>`,
  'yoga-mats': (fill) =>
    `<rect x="212" y="402" width="600" height="240" rx="40" fill="${fill}"/><circle cx="212" cy="522" r="130" fill="${fill}"/>` +
    `<circle cx="212" cy="522" r="90" ${dark(0.25)}/><circle cx="212" cy="522" r="50" fill="${fill}"/><rect x="312" y="592" width="500" height="50" ${dark(0.15)}/>`,
  cycling: (fill) =>
    `<circle cx="292" cy="632" r="170" fill="none" stroke="${DARK}" stroke-width="28"/><circle cx="732" cy="632" r="170" fill="none" stroke="${DARK}" stroke-width="28"/>` +
    `<path d="M292 632 L452 382 L692 382 L732 632 M452 382 L512 632 L692 382 M512 632 L292 632" stroke="${fill}" stroke-width="30" fill="none" stroke-linejoin="round"/>` +
    `<path d="M412 342 H512 M692 382 L672 292 H752" stroke="${DARK}" stroke-width="26" stroke-linecap="round" fill="none"/>`,
  outdoor: (fill) =>
    `<path d="M132 812 Q312 302 512 232 Q712 302 892 812 Z" fill="${fill}"/><path d="M412 812 L512 452 L612 812 Z" ${dark(0.75)}/>` +
    `<path d="M512 232 V192" stroke="${DARK}" stroke-width="16"/><path d="M92 812 H932" stroke="${DARK}" stroke-width="12" opacity="0.5"/>`,
  sportswear: (fill) =>
    `${shirt(fill, 'L512 292 L592 192')}<path d="M432 192 L512 292 L592 192" stroke="#ffffff" stroke-width="18" fill="none"/>` +
    `<path d="M292 342 L352 372 M732 342 L672 372" stroke="#ffffff" stroke-width="22"/>` +
    `<text x="512" y="622" font-family="DejaVu Sans, sans-serif" font-size="220" font-weight="700" fill="#ffffff" text-anchor="middle" opacity="0.85">10</text>`,
  coffee: (fill) =>
    `<ellipse cx="512" cy="782" rx="300" ry="50" ${dark(0.15)}/><path d="M292 412 H732 L692 762 H332 Z" fill="${fill}"/>` +
    `<path d="M732 462 Q852 472 832 582 Q812 672 712 662" stroke="${fill}" stroke-width="36" fill="none"/><ellipse cx="512" cy="412" rx="220" ry="30" fill="#78350f"/>` +
    [0, 1, 2]
      .map(
        (index) => `<path d="M${432 + index * 80} 352 q -30 -50 0 -100 q 30 -50 0 -100" stroke="#9ca3af" stroke-width="14" fill="none"/>`,
      )
      .join(''),
  'soft-drinks': (fill) =>
    `<rect x="362" y="232" width="300" height="580" rx="50" fill="${fill}"/><rect x="382" y="192" width="260" height="60" rx="20" fill="#d1d5db"/>` +
    `<rect x="362" y="412" width="300" height="190" ${light(0.6)}/><rect x="382" y="262" width="40" height="520" rx="20" ${light(0.25)}/>`,
  snacks: (fill) =>
    `<path d="M292 222 H732 Q772 512 732 802 H292 Q252 512 292 222 Z" fill="${fill}"/>` +
    `<path d="M292 222 l 40 -30 l 40 30 l 40 -30 l 40 30 l 40 -30 l 40 30 l 40 -30 l 40 30 l 40 -30 l 40 30 l 40 -30 l 0 30" fill="${fill}"/>` +
    `<ellipse cx="512" cy="512" rx="150" ry="110" fill="#f59e0b"/><ellipse cx="512" cy="512" rx="90" ry="60" fill="#fbbf24"/>`,
  'dry-food': (fill) =>
    `<rect x="302" y="352" width="420" height="470" rx="70" fill="${fill}" opacity="0.85"/><rect x="322" y="252" width="380" height="120" rx="24" ${dark(0.8)}/>` +
    `<rect x="352" y="492" width="320" height="200" rx="20" fill="#ffffff"/><path d="M452 592 L512 532 L572 592 L512 652 Z" fill="#f59e0b"/>`,
  supplements: (fill) =>
    `<rect x="362" y="332" width="300" height="480" rx="40" fill="${fill}"/><rect x="382" y="232" width="260" height="120" rx="20" fill="#ffffff" stroke="#e5e7eb" stroke-width="6"/>` +
    `<rect x="392" y="472" width="240" height="180" rx="16" ${light(0.8)}/><rect x="742" y="672" width="140" height="60" rx="30" fill="${fill}" transform="rotate(-30 812 702)"/>` +
    `<rect x="192" y="702" width="140" height="60" rx="30" fill="#f59e0b" transform="rotate(20 262 732)"/>`,
};
