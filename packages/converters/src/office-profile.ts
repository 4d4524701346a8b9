import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

type Setting = { path: string; name: string; type: 'boolean' | 'int'; value: boolean | number };

/**
 * LibreOffice settings of the fresh profile each conversion gets. They keep a document from
 * reaching anything outside itself while it is loaded and printed to PDF:
 * - BlockUntrustedRefererLinks: linked pictures (http://…, file:///…) are not loaded; without it a
 *   .docx with an external image relationship made LibreOffice fetch the URL or embed a local file.
 * - Links and fields are never updated (Writer: 0 = never; Calc: 1 = never), Calc never
 *   recalculates on load (cached values are shown), so INCLUDETEXT, DDE, external references
 *   and WEBSERVICE() do not run.
 * - Macros: highest security level and execution disabled.
 */
export const HARDENED_SETTINGS: Setting[] = [
  {
    path: '/org.openoffice.Office.Common/Security/Scripting',
    name: 'BlockUntrustedRefererLinks',
    type: 'boolean',
    value: true,
  },
  {
    path: '/org.openoffice.Office.Common/Security/Scripting',
    name: 'MacroSecurityLevel',
    type: 'int',
    value: 3,
  },
  {
    path: '/org.openoffice.Office.Common/Security/Scripting',
    name: 'DisableMacrosExecution',
    type: 'boolean',
    value: true,
  },
  { path: '/org.openoffice.Office.Writer/Content/Update', name: 'Link', type: 'int', value: 0 },
  { path: '/org.openoffice.Office.Writer/Content/Update', name: 'Field', type: 'boolean', value: false },
  { path: '/org.openoffice.Office.Writer/Content/Update', name: 'Chart', type: 'boolean', value: false },
  { path: '/org.openoffice.Office.Calc/Content/Update', name: 'Link', type: 'int', value: 1 },
  { path: '/org.openoffice.Office.Calc/Formula/Load', name: 'OOXMLRecalcMode', type: 'int', value: 1 },
  { path: '/org.openoffice.Office.Calc/Formula/Load', name: 'ODFRecalcMode', type: 'int', value: 1 },
];

export function registryModifications(settings: Setting[] = HARDENED_SETTINGS): string {
  const items = settings.map(
    (s) =>
      `<item oor:path="${s.path}"><prop oor:name="${s.name}" oor:op="fuse"><value>${s.value}</value></prop></item>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    ...items,
    '</oor:items>',
    '',
  ].join('\n');
}

/** Writes a new LibreOffice user profile holding only the hardened settings; answers its folder. */
export async function writeHardenedProfile(dir: string): Promise<string> {
  const profile = path.join(dir, 'profile');
  await mkdir(path.join(profile, 'user'), { recursive: true });
  await writeFile(path.join(profile, 'user', 'registrymodifications.xcu'), registryModifications());
  return profile;
}
