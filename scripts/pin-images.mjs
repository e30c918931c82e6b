#!/usr/bin/env node
// `node scripts/pin-images.mjs`: pins every base image of the deployment by digest, on a machine with
// Docker and access to the registry. Each `FROM` of the Dockerfiles and each `image:` of
// docker-compose.yml becomes `<tag>@sha256:<digest>`: the digest the tag points to now (for several
// platforms, the digest of the whole index). The tag stays beside it for people reading the file;
// Docker uses the digest only, so a tag moved to other contents changes nothing until this is run again.
//
//   node scripts/pin-images.mjs            pin what floats, and move pinned images to their tag's digest today
//   node scripts/pin-images.mjs --dry-run  print the digests and the changes, write nothing
//
// Then `node scripts/check-deploy.mjs` (it warns about images still floating by tag), build, test and
// commit the files. Digests are looked up with `docker buildx imagetools inspect`, else `docker pull`
// and `docker image inspect`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { COMPOSE_FILE, findDockerfiles, imageReferences, isPinned } from './check-deploy.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIGEST = /^sha256:[0-9a-f]{64}$/;

/** The reference without its digest: what the digest is looked up for. */
export const tagOf = (ref) => ref.replace(/@sha256:[0-9a-f]{64}$/, '');

/** The file with every FROM / image: reference whose tag has a digest in `digests` written as tag@digest. */
export function pinnedText(text, digests) {
  const pin = (head, ref, rest) => {
    const digest = digests[tagOf(ref)];
    return digest === undefined ? `${head}${ref}${rest}` : `${head}${tagOf(ref)}@${digest}${rest}`;
  };
  return text
    .split('\n')
    .map((line) => {
      const from = /^(\s*FROM\s+(?:--\S+\s+)*)(\S+)(.*)$/i.exec(line);
      if (from) return pin(from[1], from[2], from[3]);
      const image = /^(\s*image:\s*["']?)([^"'\s#]+)(.*)$/.exec(line);
      if (image) return pin(image[1], image[2], image[3]);
      return line;
    })
    .join('\n');
}

function run(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return { ok: result.error === undefined && result.status === 0, out: `${result.stdout ?? ''}`.trim(), err: `${result.stderr ?? ''}${result.error?.message ?? ''}`.trim() };
}

/** The digest `tag` points to in its registry now. */
export function resolveDigest(tag) {
  const inspected = run('docker', ['buildx', 'imagetools', 'inspect', tag, '--format', '{{json .Manifest.Digest}}']);
  if (inspected.ok) {
    const digest = JSON.parse(inspected.out);
    if (DIGEST.test(digest)) return digest;
  }
  const pulled = run('docker', ['pull', '--quiet', tag]);
  if (!pulled.ok) throw new Error(`cannot look up ${tag}: ${inspected.err || pulled.err}`);
  const repoDigest = run('docker', ['image', 'inspect', '--format', '{{index .RepoDigests 0}}', tag]);
  const digest = repoDigest.out.split('@')[1];
  if (!repoDigest.ok || !DIGEST.test(digest ?? '')) throw new Error(`no digest for ${tag}: ${repoDigest.err || repoDigest.out}`);
  return digest;
}

function main() {
  const dryRun = process.argv.includes('--dry-run');
  if (!run('docker', ['version', '--format', '{{.Client.Version}}']).ok) {
    console.error('pin-images needs the docker command (and access to the images\' registry); nothing changed.');
    process.exit(1);
  }
  const files = [...findDockerfiles(ROOT), COMPOSE_FILE].map((file) => ({ file, text: fs.readFileSync(path.join(ROOT, file), 'utf8') }));
  const tags = [...new Set(imageReferences(files).map((r) => tagOf(r.ref)))];
  const digests = {};
  for (const tag of tags) {
    digests[tag] = resolveDigest(tag);
    console.log(`${tag} → ${digests[tag]}`);
  }
  let changed = 0;
  for (const { file, text } of files) {
    const out = pinnedText(text, digests);
    if (out === text) continue;
    changed++;
    const moved = imageReferences([{ file, text }]).filter((r) => `${tagOf(r.ref)}@${digests[tagOf(r.ref)]}` !== r.ref);
    for (const r of moved) console.log(`  ${file}:${r.line}: ${r.ref} → ${tagOf(r.ref)}@${digests[tagOf(r.ref)]}${isPinned(r.ref) ? ' (the tag moved)' : ''}`);
    if (!dryRun) fs.writeFileSync(path.join(ROOT, file), out);
  }
  console.log(changed === 0 ? 'Every image is pinned to its tag\'s current digest.' : `${dryRun ? 'Would change' : 'Changed'} ${changed} file${changed === 1 ? '' : 's'}: check with node scripts/check-deploy.mjs, build, test and commit.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
