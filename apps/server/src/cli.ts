// Operator commands: `npm run cli -- <command> ...`
import { PLAN_IDS, type PlanId } from '@tessera/core';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataLockError } from './db/data-lock.ts';
import { setPlanByEmail } from './modules/auth/plan.ts';

const usage = `Usage:
  npm run cli -- set-plan <email> <${PLAN_IDS.join('|')}>`;

async function setPlan(email: string | undefined, plan: string | undefined): Promise<number> {
  if (!email || !plan || !(PLAN_IDS as readonly string[]).includes(plan)) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  // The embedded database is locked like the server's: a running server must be stopped first.
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    const updated = await setPlanByEmail(database.db, email, plan as PlanId);
    if (!updated) {
      console.error(`No account with the e-mail ${email}`);
      return 1;
    }
    console.log(`${updated} is now on the ${plan} plan`);
    return 0;
  } finally {
    await database.close();
  }
}

async function run(command: string | undefined, args: string[]): Promise<number> {
  try {
    if (command === 'set-plan') return await setPlan(args[0], args[1]);
  } catch (error) {
    if (!(error instanceof DataLockError)) throw error;
    console.error(error.message);
    return 1;
  }
  console.error(usage);
  return 2;
}

const [command, ...args] = process.argv.slice(2);
process.exit(await run(command, args));
