import { productionShape } from './shape';

export default function globalTeardown() {
  productionShape.run('down');
}
