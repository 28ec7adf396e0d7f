// Usage: node check.mjs <fixture page url> <server command...>
// The server gets this process's whole environment (tests/helpers/server_process.server_env: the
// tree under test on PYTHONPATH), not the SDK's short default list.
// Prints one JSON line: what the TypeScript SDK client saw. Exits 1 if the SDK rejected a result.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

const [url, command, ...args] = process.argv.slice(2);
const transport = new StdioClientTransport({ command, args, env: { ...process.env } });
const client = new Client({ name: "ts-check", version: "1.0.0" });
const out = {};
try {
  await client.connect(transport);
  const tools = await client.listTools();
  out.tools = tools.tools.length;
  out.withOutputSchema = tools.tools.filter((t) => t.outputSchema).length;
  const ok = await client.callTool({ name: "browser_navigate", arguments: { url } });
  out.navigate = { isError: ok.isError ?? false, title: ok.structuredContent?.title };
  const bad = await client.callTool({ name: "browser_click", arguments: { ref: "e999" } });
  out.click = { isError: bad.isError, code: bad.structuredContent?.error?.code, text: bad.content[0].text.slice(0, 40) };
  const invalid = await client.callTool({ name: "browser_click", arguments: { reff: "e1" } });
  out.invalid = { isError: invalid.isError, code: invalid.structuredContent?.error?.code };
} catch (error) {
  out.rejected = String(error?.message ?? error);
}
await client.close().catch(() => {});
console.log(JSON.stringify(out));
process.exit(out.rejected ? 1 : 0);
