/** A wheel of equal segments drawn in SVG, segment 0 under the pointer at the top, and its spin to a segment. */

const SVG = 'http://www.w3.org/2000/svg';

export interface Segment {
  label: string;
  fill: string;
  ink: string;
}

function svg<K extends keyof SVGElementTagNameMap>(tag: K, attributes: Record<string, string | number>) {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  return node;
}

export interface Wheel {
  element: SVGSVGElement;
  /** Turns the wheel clockwise, a few full turns, until `index` is under the pointer; resolves when it stops. */
  spinTo(index: number, ms: number): Promise<void>;
}

export function drawWheel(segments: readonly Segment[], options: { labelSize?: number; radial?: boolean } = {}): Wheel {
  const count = segments.length;
  const step = 360 / count;
  const element = svg('svg', { viewBox: '-110 -110 220 220', class: 'wheel', role: 'img' });
  const rotor = svg('g', { class: 'rotor' });
  const point = (angle: number, radius: number) => {
    const radians = ((angle - 90) * Math.PI) / 180;
    return `${(radius * Math.cos(radians)).toFixed(2)} ${(radius * Math.sin(radians)).toFixed(2)}`;
  };
  segments.forEach((segment, i) => {
    const from = i * step - step / 2;
    const to = from + step;
    rotor.append(
      svg('path', {
        d: `M0 0 L${point(from, 100)} A100 100 0 0 1 ${point(to, 100)} Z`,
        fill: segment.fill,
        stroke: 'rgba(0,0,0,.35)',
        'stroke-width': 0.6,
      }),
    );
    const label = svg('text', {
      x: 0,
      y: 0,
      // Radial labels (reading outward) fit narrow segments; others sit across the rim.
      transform: options.radial
        ? `rotate(${i * step}) translate(0 -74) rotate(-90)`
        : `rotate(${i * step}) translate(0 -86)`,
      'text-anchor': 'middle',
      'dominant-baseline': 'middle',
      fill: segment.ink,
      'font-size': options.labelSize ?? 9,
      'font-weight': 700,
    });
    label.textContent = segment.label;
    rotor.append(label);
  });
  rotor.append(svg('circle', { r: 100, fill: 'none', stroke: 'var(--accent)', 'stroke-width': 4 }));
  rotor.append(svg('circle', { r: 26, class: 'hub' }));
  element.append(rotor);
  element.append(svg('path', { d: 'M-9 -112 L9 -112 L0 -92 Z', class: 'pointer' }));

  let rotation = 0;
  return {
    element,
    spinTo(index, ms) {
      // Clockwise by θ puts segment (−θ mod 360) / step at the top; a little play inside the segment.
      const jitter = (Math.random() - 0.5) * step * 0.6;
      const aim = (((-index * step + jitter) % 360) + 360) % 360;
      rotation = Math.ceil(rotation / 360) * 360 + 360 * 5 + aim;
      rotor.style.transition = `transform ${ms}ms cubic-bezier(.12,.65,.2,1)`;
      rotor.style.transform = `rotate(${rotation}deg)`;
      return new Promise((resolve) => setTimeout(resolve, ms + 50));
    },
  };
}
