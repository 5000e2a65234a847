import { NotFound } from "~/components/layout/NotFound";

export default function NotFoundRoute() {
  return <NotFound />;
}
