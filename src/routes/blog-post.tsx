import { NotFound } from "~/components/layout/NotFound";

/** Blog posts arrive with the content-pages issue; until then every post path is unknown. */
export default function BlogPost() {
  return <NotFound />;
}
