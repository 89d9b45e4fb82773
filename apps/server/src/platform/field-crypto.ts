import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * Encrypts sensitive fields (SSN/TIN) at rest with AES-256-GCM. The key comes from configuration
 * (FIELD_ENCRYPTION_KEY, or a key generated into DATA_DIR), never from the database, so a
 * database dump alone does not reveal SSNs. Format: v1.<iv>.<tag>.<ciphertext> (base64url).
 */
export class FieldCipher {
  private readonly key: Buffer;

  constructor(keyBase64: string) {
    this.key = Buffer.from(keyBase64, 'base64url');
    if (this.key.length !== 32) throw new Error('FIELD_ENCRYPTION_KEY must be 32 bytes, base64url-encoded');
  }

  /**
   * A value that identifies the key without revealing it (HMAC-SHA256 of a constant under the
   * key), kept in the database so an instance with another key is refused at start-up.
   */
  checkValue(): string {
    return createHmac('sha256', this.key).update('hearth:field-encryption-key-check:v1').digest('hex');
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), data]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  decrypt(sealed: string): string {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Unreadable encrypted field');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }
}
