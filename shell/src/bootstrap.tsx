import { startTransition } from 'react';
import { startConnectivity } from './domain/offline/connectivity';
import { startServiceWorker } from './domain/offline/start-service-worker';
import { nextTask } from '@mimea/shared/pure';
import { startFieldVitals } from './domain/field-vitals';
import { startKeepingTyping } from './domain/keep-early-typing';
import './components/remotes/groups-for-remotes';

startConnectivity();
// From before hydration: what is typed into the page's HTML, for a part React draws anew.
startKeepingTyping();
startServiceWorker();
// One load in ten reports its Core Web Vitals as the page is hidden (docs/decisions/0017-field-vitals.md).
startFieldVitals();

/**
 * Starts the shop in the page, each step in a task of its own: React (this module's imports),
 * react-dom, Emotion, MUI's styling core, Redux Toolkit, then @mimea/shared (the store, the
 * theme, routing),
 * then the shell's pages and the MUI they draw, then the page's hydration, which React does as
 * a transition, in slices that let the phone answer a tap between them. On a mid-range phone,
 * steps run back to back are one long task (Total Blocking Time); the modules are in chunks
 * already loaded, so only their evaluation waits.
 */
async function start(): Promise<void> {
  // react-dom, the largest module of all to compile and evaluate, in a task of its own.
  await nextTask();
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  // The library @mimea/shared is made of that costs most to evaluate, in a task of its own:
  // Emotion (it moves the page's server-rendered styles to the <head>). The toasts load with the
  // first toast (shared/src/toast).
  await nextTask();
  await import('@emotion/react');
  // MUI's styling core (its default theme is made as it loads), then @mimea/shared (the shop's).
  // The core is ~150 modules that a phone compiles as they first run: its two foundations, the
  // system's style functions and the theme's factory, are evaluated first, each in a task of its
  // own. Only the named export is kept (webpackExports), so nothing is added to the chunks.
  await nextTask();
  await import(/* webpackExports: ["createTheme"] */ '@mui/system');
  await nextTask();
  await import(/* webpackExports: ["createTheme"] */ '@mui/material/styles');
  await nextTask();
  await import('@mimea/shared/ui/core');
  await nextTask();
  // Redux Toolkit (with reselect and redux), which @mimea/shared's store is made with: evaluated
  // in @mimea/shared's step it made that the start's longest task (~72 ms at a 4x slowdown,
  // ~55 without it; tools/measure/profile-load.mjs, 2026-11-27).
  await import(/* webpackExports: ["configureStore", "createSelector", "combineReducers"] */ '@reduxjs/toolkit');
  await nextTask();
  const { emptyShopState } = await import('@mimea/shared');
  const { provideRemoteModulesToRemotes } = await import(/* webpackMode: "eager" */ './components/remotes/federated-module-loader');
  provideRemoteModulesToRemotes();
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './app');
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  await nextTask();
  // A route's page arrives with its HTML (src/build-time/prerender-pages.tsx): React takes it over as it is,
  // reading the empty cart it was rendered with until it has (then the shopper's own follows).
  // The plain app page (a shopper's order, an unknown path, offline) has none: React draws it.
  if (container.firstElementChild) {
    startTransition(() => {
      hydrateRoot(container, <App serverState={emptyShopState()} />);
    });
  } else {
    createRoot(container).render(<App />);
  }
}

void start();
