/** @type {import('next').NextConfig} */
const nextConfig = {
  // styled-components' SWC transform: stable class names between the server and the browser.
  compiler: { styledComponents: true },
};

export default nextConfig;
