import { homepageContent, type HomepageContent } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { type RequestContext } from '@/lib/request-context';

/**
 * `GET /api/homepage`: the banners, featured categories and listings visitors see now. The home
 * page renders it on the server for every request, so a schedule's boundary shows at once.
 */
export function getHomepage(context?: RequestContext): Promise<HomepageContent> {
  return apiRequest('/homepage', { schema: homepageContent, context, handled: true });
}
