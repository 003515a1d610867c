import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";

/**
 * A software authenticator for route tests: a P-256 key made with node:crypto, and the attestation ("none") and
 * assertion answers a browser's `startRegistration()` / `startAuthentication()` would give, built byte by byte as
 * the WebAuthn spec lays them out. The server verifies them with the real library, so nothing is mocked.
 */

const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface ClientData {
  type?: string;
  challenge: string;
  origin?: string;
}

export class SoftAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly cosePublicKey: Uint8Array;
  counter = 0;
  userHandle: string | undefined;

  constructor(
    readonly rpId = "localhost",
    readonly origin = "http://localhost:3000",
    /** Whether the authenticator keeps a signature counter (some do not, and always say 0). */
    private readonly counts = true,
  ) {
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: "jwk" });
    this.cosePublicKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, new Uint8Array(Buffer.from(jwk.x!, "base64url"))],
        [-3, new Uint8Array(Buffer.from(jwk.y!, "base64url"))],
      ]),
    );
  }

  get id(): string {
    return b64(this.credentialId);
  }

  private clientData(data: ClientData, type: string): Buffer {
    return Buffer.from(JSON.stringify({ type: data.type ?? type, challenge: data.challenge, origin: data.origin ?? this.origin, crossOrigin: false }));
  }

  private authData(flags: number, attested?: Uint8Array, rpId = this.rpId): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), counter, ...(attested ? [attested] : [])]);
  }

  /** The answer to registration options (RegistrationResponseJSON), attestation "none". */
  register(options: { challenge: string; user?: { id: string } }, overrides: Partial<ClientData> & { rpId?: string } = {}) {
    if (options.user) this.userHandle = options.user.id;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, this.cosePublicKey]);
    const authData = this.authData(UP | UV | AT, attested, overrides.rpId);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ["fmt", "none"],
        ["attStmt", new Map<string, string>()],
        ["authData", new Uint8Array(authData)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      clientExtensionResults: {},
      authenticatorAttachment: "platform" as const,
      response: {
        clientDataJSON: b64(this.clientData({ challenge: options.challenge, ...overrides }, "webauthn.create")),
        attestationObject: b64(attestationObject),
        transports: ["internal" as const],
      },
    };
  }

  /** The answer to sign-in options (AuthenticationResponseJSON); each call moves the counter on (when it counts). */
  assert(options: { challenge: string }, overrides: Partial<ClientData> & { rpId?: string; keepCounter?: boolean } = {}) {
    if (this.counts && !overrides.keepCounter) this.counter += 1;
    const authData = this.authData(UP | UV, undefined, overrides.rpId);
    const clientDataJSON = this.clientData({ challenge: options.challenge, ...overrides }, "webauthn.get");
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      clientExtensionResults: {},
      authenticatorAttachment: "platform" as const,
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authData),
        signature: b64(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
    };
  }
}
