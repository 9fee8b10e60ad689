import { productionShape } from './shape';

/** A fresh database and bucket for every run, seeded with the demo marketplace by the first api. */
export default function globalSetup() {
  productionShape.run('up', '--fresh');
}
