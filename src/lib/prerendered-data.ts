import { data, isRouteErrorResponse } from "react-router";

/**
 * What a route's clientLoader does when every page of the route is prerendered. A prerendered page hydrates with the
 * data embedded in it, and no clientLoader runs then. An address that was never prerendered (the static host answers
 * with its 404 fallback page) has no data: the answer is a 404 with `notFound` as its message, so the root error
 * boundary shows the not-found page instead of an application error. `page` names the kind of page in the warning.
 */
export async function prerenderedDataOr404<T>(
  serverLoader: () => Promise<T>,
  { page, notFound }: { page: string; notFound: string },
): Promise<T> {
  try {
    return await serverLoader();
  } catch (error) {
    if (isRouteErrorResponse(error)) throw error;
    console.warn(`${page} without prerendered data, showing 404:`, error);
    throw data(notFound, { status: 404 });
  }
}
