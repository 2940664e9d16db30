import { deflateRawSync } from 'node:zlib';

/** Small real files of each kind, made in memory, for upload tests. */
export const fixtures = {
  pdf(extraBytes = 0): Uint8Array {
    const body = `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`;
    const bytes = new Uint8Array(body.length + extraBytes);
    bytes.set(new TextEncoder().encode(body));
    return bytes;
  },
  png(): Uint8Array {
    return Uint8Array.from(
      Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
    );
  },
  exe(): Uint8Array {
    const bytes = new Uint8Array(512);
    bytes.set([0x4d, 0x5a, 0x90, 0x00]); // 'MZ': a Windows executable
    bytes.set(new TextEncoder().encode('This program cannot be run in DOS mode.'), 78);
    bytes.set([0x50, 0x45, 0x00, 0x00], 128); // 'PE\0\0'
    new DataView(bytes.buffer).setUint32(0x3c, 128, true);
    return bytes;
  },
  zip(): Uint8Array {
    const name = Buffer.from('hello.txt');
    const data = deflateRawSync(Buffer.from('hello'));
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(5, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(5, 24);
    central.writeUInt16LE(name.length, 28);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(1, 8);
    end.writeUInt16LE(1, 10);
    end.writeUInt32LE(central.length + name.length, 12);
    end.writeUInt32LE(local.length + name.length + data.length, 16);
    return Uint8Array.from(Buffer.concat([local, name, data, central, name, end]));
  },
};
