// Prints the current authenticator code: for the demo operator (`npm run totp -- admin`) or for any
// base32 secret (`npm run totp -- JBSWY3DP…`). Meant for the demo and for support staff with a secret
// in hand; it reads no database.
import { DEMO_OPERATOR, DEMO_TOTP_SECRET } from '../seed/seed.ts';
import { currentTotp } from '../modules/console/totp.ts';

const argument = process.argv[2] ?? DEMO_OPERATOR.username;
const secret = argument === DEMO_OPERATOR.username ? DEMO_TOTP_SECRET : argument.replace(/\s+/g, '').toUpperCase();
if (!/^[A-Z2-7]+=*$/.test(secret)) {
  console.error('Give the demo operator name (admin) or a base32 secret.');
  process.exit(2);
}
const secondsLeft = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(`${currentTotp(secret)}  (valid for ${secondsLeft} more seconds; each code works once)`);
