// `npm run db:types`: regenerates supabase/functions/_shared/database.types.ts from a throwaway database with every migration applied.
// `npm run db:types -- --check` only compares and exits 1 when the committed file is stale.
import fs from "node:fs";
import path from "node:path";
import { rootDir } from "./config.ts";
import { startStack } from "./index.ts";
import { databaseTypes, typesFile } from "./types.ts";

const check = process.argv.includes("--check");
const stack = await startStack({ ephemeral: true, components: ["db"], log: () => {} });
let text: string;
try {
  text = await databaseTypes(stack.dbUrl);
} finally {
  await stack.stop();
}
const relative = path.relative(rootDir, typesFile);
const current = fs.existsSync(typesFile) ? fs.readFileSync(typesFile, "utf8") : null;
if (check) {
  if (current !== text) {
    console.error(`${relative} is stale: run npm run db:types`);
    process.exit(1);
  }
  console.log(`${relative} is up to date.`);
} else {
  fs.mkdirSync(path.dirname(typesFile), { recursive: true });
  fs.writeFileSync(typesFile, text);
  console.log(current === text ? `${relative} unchanged.` : `${relative} written.`);
}
