// A Vitest reporter for `npm test`'s summary: the errors that fail a run outside any test (a file that
// cannot load, a failed beforeAll, an unhandled rejection), which the JSON report counts as no failed test.
// It writes them to the file named by VITEST_ERRORS_FILE as [{ file, where, message }], file being the
// test file's absolute path when the error belongs to one.
import { writeFileSync } from 'node:fs';

const firstLine = (error) =>
  String(error?.message ?? error ?? '')
    .split('\n')[0]
    .slice(0, 300);

export default class ErrorsReporter {
  onTestRunEnd(testModules, unhandledErrors) {
    const out = process.env.VITEST_ERRORS_FILE;
    if (!out) return;
    const errors = [];
    for (const module of testModules) {
      const file = module.moduleId;
      for (const error of module.errors())
        errors.push({ file, where: module.relativeModuleId, message: firstLine(error) });
      for (const suite of module.children.allSuites())
        for (const error of suite.errors())
          errors.push({
            file,
            where: `${module.relativeModuleId} › ${suite.fullName}`,
            message: firstLine(error),
          });
    }
    // Vitest tags an error thrown while a file ran with that file's path.
    for (const error of unhandledErrors)
      errors.push({ file: error.VITEST_TEST_PATH, where: 'unhandled', message: firstLine(error) });
    writeFileSync(out, JSON.stringify(errors));
  }
}
