// The service worker of alerts: it only shows the browser notifications of an alert (the place, time and
// summary of a new sighting) and opens the sighting when one is clicked. It caches nothing.
self.addEventListener('push', (event) => {
  let message = { title: 'UFO sighting near you', body: '', url: '/' };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // A push without a readable payload still says something happened.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, { body: message.body, data: { url: message.url } }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || '/';
  event.waitUntil(self.clients.openWindow(url));
});
