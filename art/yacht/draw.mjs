// A yacht of the fleet, drawn from its model (view.mjs) in the order things hide each other.
import { glow } from '../svg.mjs';
import { drawDecks } from './decks.mjs';
import { drawHulls, hullLayout, swimPlatform } from './hull.mjs';
import { drawMastAndFlag, drawRailings } from './rigging.mjs';
import { glassGradient, LENGTH, yachtView } from './view.mjs';

/**
 * @param {import('./fleet.mjs').YachtSpec} spec
 * @param {import('./view.mjs').YachtPlacement} placement
 */
export function drawYacht(spec, placement) {
  const view = yachtView(spec, placement);
  let svg = `<defs>${glassGradient(view)}</defs>`;
  // the glow of underwater lights
  if (view.nightLights && !view.mirrored)
    svg += glow(...view.project(LENGTH * 0.45, 0, 0), placement.length * 0.42, '#3fe0d0', 0.35);
  const layout = hullLayout(view);
  svg += drawHulls(view, layout);
  // The swim platform is in front of the hull when the camera looks from behind.
  svg =
    view.camera.yaw < 0
      ? svg + swimPlatform(view, layout.halfBeam)
      : swimPlatform(view, layout.halfBeam) + svg;
  const decks = drawDecks(view, layout.halfBeam);
  svg += decks.svg;
  const mast = drawMastAndFlag(view, decks.top);
  svg += mast.svg;
  svg += drawRailings(view, layout, decks.railRuns);
  if (placement.extras && !view.mirrored)
    svg += placement.extras(view.project, view.scale, {
      length: LENGTH,
      hullHeight: view.hullHeight,
      sheer: view.sheer,
      top: decks.top,
      mastX: mast.mastX,
      mastHeight: mast.mastHeight,
      halfBeam: layout.halfBeam,
    });
  return svg;
}
