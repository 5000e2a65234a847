import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("über-ki", "routes/ueber-ki.tsx"),
  route("services", "routes/services.tsx"),
  route("services/:slug", "routes/service-detail.tsx"),
  route("preise", "routes/preise.tsx"),
  route("kontakt", "routes/kontakt.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("legal", "routes/legal.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
