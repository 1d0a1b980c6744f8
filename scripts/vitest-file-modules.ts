import { vi } from 'vitest';

// Component test files share one process (isolate: false) but not their modules: each file
// imports the project's modules afresh, so a module one file mocks is the mock in that file
// only (the packages of node_modules, loaded once, are shared).
vi.resetModules();
