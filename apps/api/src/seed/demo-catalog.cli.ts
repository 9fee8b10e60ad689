// `npm run demo-catalog -w @bazaar/api` (after the build): prints the demo catalog's items as JSON
// (`demoCatalogItems` of @bazaar/contracts), for tools outside the api such as the bench's data
// generator.
import { demoCatalogItems } from './demo-catalog-items';

process.stdout.write(`${JSON.stringify(demoCatalogItems())}\n`);
