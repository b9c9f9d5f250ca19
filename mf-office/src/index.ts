// An async boundary, so webpack can agree on the shared singletons before any of them runs.
import('./standalone/standalone');
