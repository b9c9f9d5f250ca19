// The simulator's stand-in for Safaricom's public certificate: a self-signed X.509 certificate
// (v3, SHA-256 with RSA) of the key it generates at start, as PEM. A client encrypts the initiator
// password with it exactly as it does with Safaricom's (RSA, PKCS #1 v1.5) to make the
// SecurityCredential.
import { type KeyObject, randomBytes, sign } from 'node:crypto';
import { bits, explicit, integer, nullValue, oid, sequence, set, utcTime, utf8 } from './der';

const SHA256_WITH_RSA = '1.2.840.113549.1.1.11';
const COMMON_NAME = '2.5.4.3';
const ORGANIZATION = '2.5.4.10';
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

const name = (commonName: string) => sequence(set(sequence(oid(COMMON_NAME), utf8(commonName))), set(sequence(oid(ORGANIZATION), utf8('Daraja simulator'))));

export function selfSignedCertificatePem(publicKey: KeyObject, privateKey: KeyObject, commonName: string, now = new Date()): string {
  const algorithm = sequence(oid(SHA256_WITH_RSA), nullValue());
  const subject = name(commonName);
  const tbs = sequence(
    explicit(0, integer(Buffer.from([2]))),
    integer(randomBytes(16)),
    algorithm,
    subject,
    sequence(utcTime(new Date(now.getTime() - 60_000)), utcTime(new Date(now.getTime() + 10 * YEAR_MS))),
    subject,
    publicKey.export({ type: 'spki', format: 'der' }),
  );
  const certificate = sequence(tbs, algorithm, bits(sign('sha256', tbs, privateKey)));
  const lines = certificate.toString('base64').match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
}
