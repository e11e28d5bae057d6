// The widget's React root: store, Env, DOM containers and translations around the page selector and the overlays.
import { Provider } from 'react-redux';
import { EmbeddedMessage } from '../panels/EmbeddedMessage';
import { PageSelector } from '../panels/PageSelector';
import { WaitOverlay } from '../panels/WaitOverlay';
import { I18nProvider } from '../i18n/I18nContext';
import { DomContext, EnvContext, type WidgetDom } from './contexts';
import type { Env } from './env';
import type { WidgetStore } from './store';

export function Root({ store, env, dom }: { store: WidgetStore; env: Env; dom: WidgetDom }) {
  return (
    <Provider store={store}>
      <EnvContext.Provider value={env}>
        <DomContext.Provider value={dom}>
          <I18nProvider
            locale={env.config.locale}
            load={env.loadLocale}
            worded={env.worded}
            loadRuntime={env.loadMessageFormat}
            onError={env.report}
            preloaded={env.messages}
          >
            <PageSelector />
            <WaitOverlay />
            <EmbeddedMessage />
          </I18nProvider>
        </DomContext.Provider>
      </EnvContext.Provider>
    </Provider>
  );
}
