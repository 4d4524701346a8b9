// A Vitest reporter for `npm test`'s summary: the errors that fail a run outside any test (a file that
// cannot load, a failed beforeAll, an unhandled rejection), which the JSON report counts as no failed test.
// It writes them, one line each, to the file named by VITEST_ERRORS_FILE.
import { writeFileSync } from 'node:fs';

const firstLine = (error) =>
  String(error?.message ?? error ?? '')
    .split('\n')[0]
    .slice(0, 300);

export default class ErrorsReporter {
  onTestRunEnd(testModules, unhandledErrors) {
    const file = process.env.VITEST_ERRORS_FILE;
    if (!file) return;
    const lines = [];
    for (const module of testModules) {
      for (const error of module.errors()) lines.push(`${module.relativeModuleId}: ${firstLine(error)}`);
      for (const suite of module.children.allSuites())
        for (const error of suite.errors())
          lines.push(`${module.relativeModuleId} › ${suite.fullName}: ${firstLine(error)}`);
    }
    for (const error of unhandledErrors) lines.push(`unhandled: ${firstLine(error)}`);
    writeFileSync(file, JSON.stringify(lines));
  }
}
