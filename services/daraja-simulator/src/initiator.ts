// The initiator of the Transaction Status API: its name, and the SecurityCredential, which is its
// password encrypted with Safaricom's public certificate (RSA, PKCS #1 v1.5 padding), base64. The
// simulator makes its own key pair on first use, serves the certificate (GET
// /simulator/certificate), and decrypts a credential to compare it with the password.
import { type KeyObject, generateKeyPairSync } from 'node:crypto';
import { selfSignedCertificatePem } from './certificate';

interface Keys {
  certificatePem: string;
  privateKey: KeyObject;
}

const fromBase64Url = (text: string): bigint => BigInt(`0x${Buffer.from(text, 'base64url').toString('hex') || '0'}`);

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let square = base % modulus;
  for (let rest = exponent; rest > 0n; rest >>= 1n) {
    if (rest & 1n) result = (result * square) % modulus;
    square = (square * square) % modulus;
  }
  return result;
}

/**
 * RSA PKCS #1 v1.5 decryption, by hand: Node refuses this padding for private decryption since the
 * Marvin attack (CVE-2023-46809). Timing does not matter here: the simulator guards no secret.
 */
function decryptPkcs1(privateKey: KeyObject, ciphertext: Buffer): Buffer | null {
  const jwk = privateKey.export({ format: 'jwk' });
  if (!jwk.n || !jwk.d) return null;
  const modulus = fromBase64Url(jwk.n);
  const size = Buffer.from(jwk.n, 'base64url').length;
  const c = BigInt(`0x${ciphertext.toString('hex') || '0'}`);
  if (ciphertext.length !== size || c >= modulus) return null;
  const block = Buffer.from(modPow(c, fromBase64Url(jwk.d), modulus).toString(16).padStart(size * 2, '0'), 'hex');
  // 0x00 0x02, at least eight non-zero padding bytes, 0x00, the message.
  const separator = block.indexOf(0, 2);
  if (block[0] !== 0 || block[1] !== 2 || separator < 10) return null;
  return block.subarray(separator + 1);
}

export class Initiator {
  private keys: Keys | null = null;

  constructor(
    readonly name: string,
    private readonly password: string,
    private readonly commonName: string,
  ) {}

  /** Made on first use: a 2048-bit key takes a moment, and most runs never need it. */
  private get made(): Keys {
    if (!this.keys) {
      const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      this.keys = { certificatePem: selfSignedCertificatePem(publicKey, privateKey, this.commonName), privateKey };
    }
    return this.keys;
  }

  certificatePem(): string {
    return this.made.certificatePem;
  }

  /** Whether `initiator` and `securityCredential` are this initiator's name and its password, encrypted. */
  accepts(initiator: unknown, securityCredential: unknown): boolean {
    if (initiator !== this.name || typeof securityCredential !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(securityCredential)) return false;
    const password = decryptPkcs1(this.made.privateKey, Buffer.from(securityCredential, 'base64'));
    return password !== null && password.toString('utf8') === this.password;
  }
}
