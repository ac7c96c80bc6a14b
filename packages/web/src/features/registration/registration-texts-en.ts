export const registrationTextsEn = {
  title: 'Your account',
  welcome: 'Welcome! You are signed in to {{network}}.',
  signedInAs: 'Signed in as',
  name: 'Name',
  email: 'Email',
  userId: 'User ID',
  role: 'Role',
  roles: { user: 'User', admin: 'Administrator' },
  offersTitle: 'What your account lets you do here',
  offers: {
    browse: 'Browsing the chain stays open to everyone; your account adds your own settings.',
    apiKey: 'Create a personal API key: your programs then call the APIs with a higher rate limit.',
  },
  toSettings: 'Go to settings',
};
