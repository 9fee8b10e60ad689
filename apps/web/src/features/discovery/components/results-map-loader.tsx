'use client';

import { lazyLoad } from '@/components/lazy-load';
import { RESULTS_MAP_FRAME_SX } from './results-map-frame';

/**
 * The map of results (Leaflet, the heaviest part of a result page): its code loads in the browser
 * when the map is first shown (Leaflet needs the browser's window), with a spinner in the map's
 * place; if the code cannot be loaded, the message and 'Reload' stand there instead.
 */
export const ResultsMapLoader = lazyLoad(() => import('./results-map'), {
  placeholderSx: [RESULTS_MAP_FRAME_SX, { bgcolor: 'action.hover', p: 2 }],
});
