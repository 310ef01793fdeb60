/**
 * The sprite of the icons a service's deliverables may show (public/art/deliverables.svg): service pages `<use>` it,
 * so no icon markup is in their JavaScript and one cached file serves them all.
 */
import { iconNode } from '../../../app/art/icons';
import { deliverableIcons } from '../../../app/data/services';

export function deliverableSprite() {
  const symbols = deliverableIcons.map(
    (name) =>
      `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${iconNode(name)}</symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}
