// The repository's CHANGELOG.md, taken in as text when the app is built. It lies outside the web app's
// parts on purpose: the release notes are the repository's own changelog, not a copy of it.
// eslint-disable-next-line boundaries/dependencies -- the one file the app reads from the repository root
import changelog from '../../../../../CHANGELOG.md?raw';

/** Flyerdesk's release notes (Keep a Changelog, in English). */
export const CHANGELOG: string = changelog;
