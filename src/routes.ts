import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { paths } from "./content/paths";

/** A route's pattern from the site's path (content/paths.ts holds each address once): "/preise" → "preise". */
const pattern = (path: string, ...rest: string[]) => [path.slice(1), ...rest].join("/");

export default [
  index("routes/home.tsx"),
  route(pattern(paths.ueberKi), "routes/ueber-ki.tsx"),
  route(pattern(paths.services), "routes/services.tsx"),
  route(pattern(paths.services, ":slug"), "routes/service-detail.tsx"),
  route(pattern(paths.preise), "routes/preise.tsx"),
  route(pattern(paths.kontakt), "routes/kontakt.tsx"),
  route(pattern(paths.blog), "routes/blog.tsx"),
  route(pattern(paths.blog, ":slug"), "routes/blog-post.tsx"),
  route(pattern(paths.legal), "routes/legal.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
