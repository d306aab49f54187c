/**
 * The pictures at the heart of the game thumbnails, drawn from circles, polygons and a few paths in a 200×200 box.
 * Each takes the game's palette, so two games with the same motif would still differ; ours each have their own.
 */

import type { GameMotif } from '../../contract/content';
import type { Motif } from './motifs/draw';
import { OBJECTS } from './motifs/objects';
import { SCENES } from './motifs/scenes';

export type { MotifColours } from './motifs/draw';

export const MOTIFS: Readonly<Record<GameMotif, Motif>> = { ...OBJECTS, ...SCENES };
