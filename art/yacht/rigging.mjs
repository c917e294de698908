// Above and around the decks: the radar mast with its antennas, the stern flag (UAE) and the railings.
import { lerp, mixColours, range } from '../svg.mjs';
import { deckRailZ } from './hull.mjs';
import { LENGTH } from './view.mjs';

/**
 * The radar mast on the top deck, and the UAE flag at the stern.
 * @param {import('./view.mjs').YachtView} view
 * @param {import('./view.mjs').TopDeck} top
 */
export function drawMastAndFlag(view, top) {
  const { polygon, polyline, surfaceColour, sheer, isSport } = view;
  const mastColour = surfaceColour(view.spec.mast ?? view.superstructure, 'side'),
    mastX = lerp(top.aftX, top.foreX, isSport ? 0.25 : 0.55),
    mastHeight = LENGTH * (isSport ? 0.06 : 0.075);
  let svg = polygon(
    [
      [mastX - LENGTH * 0.05, top.y, 0],
      [mastX + LENGTH * 0.035, top.y, 0],
      [mastX - LENGTH * 0.015, top.y + mastHeight, 0],
      [mastX - LENGTH * 0.06, top.y + mastHeight, 0],
    ],
    mastColour,
  );
  svg += polyline(
    [
      [mastX - LENGTH * 0.05, top.y + mastHeight, 0],
      [mastX - LENGTH * 0.045, top.y + mastHeight + LENGTH * 0.05, 0],
    ],
    mastColour,
    3,
  );
  svg += polyline(
    [
      [mastX - LENGTH * 0.025, top.y + mastHeight, 0],
      [mastX - LENGTH * 0.02, top.y + mastHeight + LENGTH * 0.035, 0],
    ],
    mastColour,
    2.5,
  );
  if (!isSport)
    svg += polygon(
      [
        [mastX - LENGTH * 0.05, top.y + mastHeight, 3],
        [mastX - LENGTH * 0.02, top.y + mastHeight, 3],
        [mastX - LENGTH * 0.025, top.y + mastHeight + LENGTH * 0.012, 3],
        [mastX - LENGTH * 0.045, top.y + mastHeight + LENGTH * 0.012, 3],
      ],
      surfaceColour('#ffffff', 'side'),
    );
  const flagBaseY = sheer(0),
    flagHeight = LENGTH * 0.042 * Math.sqrt(50 / view.spec.lengthFt);
  svg += polyline(
    [
      [LENGTH * 0.01, flagBaseY, 0],
      [LENGTH * 0.01, flagBaseY + flagHeight * 1.7, 0],
    ],
    surfaceColour('#9aa3ad', 'side'),
    2.5,
  );
  /**
   * One field of the flag, drooping a little towards the fly.
   * @param {number} fromX
   * @param {number} toX
   * @param {number} topY
   * @param {number} bottomY
   * @param {string} colour
   */
  const flagField = (fromX, toX, topY, bottomY, colour) =>
    polygon(
      [
        [fromX, topY, 0],
        [toX, topY - 4, 0],
        [toX, bottomY - 4, 0],
        [fromX, bottomY, 0],
      ],
      view.silhouette ?? colour,
    );
  const flagX = LENGTH * 0.01,
    flagWidth = flagHeight * 1.3,
    flagTopY = flagBaseY + flagHeight * 1.7,
    flagBottomY = flagTopY - flagHeight * 0.7;
  svg += flagField(flagX, flagX - flagWidth * 0.25, flagTopY, flagBottomY, '#c8102e');
  svg +=
    flagField(
      flagX - flagWidth * 0.25,
      flagX - flagWidth,
      flagTopY,
      flagTopY - flagHeight * 0.233,
      '#00843d',
    ) +
    flagField(
      flagX - flagWidth * 0.25,
      flagX - flagWidth,
      flagTopY - flagHeight * 0.233,
      flagTopY - flagHeight * 0.467,
      '#ffffff',
    ) +
    flagField(
      flagX - flagWidth * 0.25,
      flagX - flagWidth,
      flagTopY - flagHeight * 0.467,
      flagBottomY,
      '#111111',
    );
  return { svg, mastX, mastHeight };
}

/**
 * The rail along the main deck's near edge, then one along each upper deck's.
 * @param {import('./view.mjs').YachtView} view
 * @param {ReturnType<typeof import('./hull.mjs').hullLayout>} layout
 * @param {import('./decks.mjs').RailRun[]} railRuns
 */
export function drawRailings(view, layout, railRuns) {
  const { polyline, sheer } = view;
  const railColour = view.silhouette ?? mixColours(view.surfaceColour('#e9edf0', 'side'), '#ffffff', 0.2),
    railHeight = LENGTH * 0.028;
  const stations = range(20).map((i) => LENGTH * (0.02 + 0.94 * (i / 19)));
  let svg = polyline(
    stations.map((x) => [x, sheer(x) + railHeight, deckRailZ(layout, x)]),
    railColour,
    3.5,
  );
  svg += stations
    .map((x) =>
      polyline(
        [
          [x, sheer(x), deckRailZ(layout, x)],
          [x, sheer(x) + railHeight, deckRailZ(layout, x)],
        ],
        railColour,
        2,
      ),
    )
    .join('');
  for (const run of railRuns) {
    const gaps = Math.max(3, Math.round((run.toX - run.fromX) / 40));
    svg += polyline(
      [
        [run.fromX, run.y + railHeight, run.z],
        [run.toX, run.y + railHeight, run.z],
      ],
      railColour,
      3,
    );
    svg += range(gaps + 1)
      .map((i) => {
        const x = lerp(run.fromX, run.toX, i / gaps);
        return polyline(
          [
            [x, run.y, run.z],
            [x, run.y + railHeight, run.z],
          ],
          railColour,
          2,
        );
      })
      .join('');
  }
  return svg;
}
