/** Retries transient failures of manifest fetches and remote entry scripts before a slot gives up. */
import { RetryPlugin } from '@module-federation/retry-plugin';

export default function retryPlugin() {
  return RetryPlugin({
    fetch: { retryTimes: 2, retryDelay: 400 },
    script: { retryTimes: 2, retryDelay: 400 },
  });
}
