export const settingsTextsEn = {
  title: 'Settings',
  tabsLabel: 'Settings sections',
  tabs: {
    apiKey: 'API keys',
    addresses: 'My tokens',
    tokenLists: 'My token lists',
    assets: 'Assets',
  },
  apiKey: {
    title: 'API key',
    intro:
      'A personal API key lets your programs call the explorer, token and registry APIs of this site with a higher rate limit than anonymous requests. Send it in the X-API-Key header of each request.',
    oneKey: 'You have one active key at a time. Its secret is shown only once, when it is created: keep it somewhere safe.',
    active: 'Your active key was created on {{date}}.',
    none: 'You have no API key yet.',
    create: 'Create new key',
    confirmTitle: 'Create a new API key?',
    confirmWarning: 'Your previous key, if you have one, stops working at once: programs that still send it will be refused.',
    confirm: 'Create key',
    cancel: 'Cancel',
    createdTitle: 'Your new API key',
    createdText:
      'Copy the key and its secret now: they will not be shown again. Send the key in the X-API-Key header; the secret signs the calls that must be signed, such as uploads of everscan-verify.',
    keyLabel: 'New API key',
    copy: 'Copy the key',
    secretLabel: 'Its secret',
    copySecret: 'Copy the secret',
    done: 'Done',
    failed: 'The key could not be created. Please try again later.',
  },
};
