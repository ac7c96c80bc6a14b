import { CliError } from './cli-error.js';

/** A command's module is loaded only when it runs: `tvmscan --help` reads the summaries and loads none of the stack. */
const COMMANDS: Record<string, { summary: string; run: (args: string[]) => Promise<number> }> = {
  decode: {
    summary: 'print what BOC files and archives hold, as JSON or a readable summary',
    run: async (args) => (await import('./commands/decode.js')).decodeCommand(args),
  },
  devnet: {
    summary: 'run a local TVM network with a JRPC endpoint, or export one to a .pack archive',
    run: async (args) => (await import('./commands/devnet.js')).devnetCommand(args),
  },
  import: {
    summary: 'backfill the index from zerostates and block archives, with progress',
    run: async (args) => (await import('./commands/import.js')).importCommand(args),
  },
  index: {
    summary: 'index a chain from a GraphQL node or archives and follow its tip',
    run: async (args) => (await import('./commands/index.js')).indexCommand(args),
  },
  migrate: {
    summary: 'create or upgrade the database schema',
    run: async (args) => (await import('./commands/migrate.js')).migrateCommand(args),
  },
  serve: {
    summary: 'serve the explorer API, /config.json and the web app',
    run: async (args) => (await import('./commands/serve.js')).serveCommand(args),
  },
  start: {
    summary: 'run the whole explorer: devnet (or a real network), indexer, API and web app on one port',
    run: async (args) => (await import('./commands/start.js')).startCommand(args),
  },
};

function usage(): string {
  const lines = Object.entries(COMMANDS).map(([name, { summary }]) => `  ${name.padEnd(10)} ${summary}`);
  return ['Usage: tvmscan <command> [options]', '', 'Commands:', ...lines, '', 'Run `tvmscan <command> --help` for its options.'].join('\n');
}

/** A reader that stops early (`| head`) closes the pipe: that ends the output, it is not a failure. */
function exitQuietlyOnClosedPipe(): void {
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(0);
  });
}

export async function main(argv: string[]): Promise<number> {
  exitQuietlyOnClosedPipe();
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h') {
    console.log(usage());
    return name === undefined ? 2 : 0;
  }
  const command = COMMANDS[name];
  if (!command) {
    console.error(`tvmscan: unknown command '${name}'.\n\n${usage()}`);
    return 2;
  }
  try {
    return await command.run(rest);
  } catch (error) {
    if (error instanceof CliError) {
      console.error(`tvmscan ${name}: ${error.message}`);
      return error.code === 'usage' ? 2 : 1;
    }
    if (error instanceof Error && !process.env['TVMSCAN_DEBUG']) {
      console.error(`tvmscan ${name}: ${error.message}\n(set TVMSCAN_DEBUG=1 to see where it happened)`);
      return 1;
    }
    throw error;
  }
}
