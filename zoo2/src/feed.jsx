// An infinite feed (react-infinite-scroll-component): eight posts at a time, the next eight
// fetched ~300 ms after the reader nears the bottom of the window.
import { useState } from "react";
import InfiniteScroll from "react-infinite-scroll-component";
import { ZooForm, mount } from "./form.jsx";

const TOPICS = ["sourdough", "tide pools", "bike repair", "ferns", "night trains", "chess openings", "tea", "knots"];
const post = (n) => ({ n, title: `Notes on ${TOPICS[n % TOPICS.length]}, part ${Math.ceil(n / TOPICS.length)}` });
const page = (from) => Array.from({ length: 8 }, (_, i) => post(from + i));

function App() {
  const [posts, setPosts] = useState(page(1));
  const [liked, setLiked] = useState([]);
  const more = () => setTimeout(() => setPosts((p) => [...p, ...page(p.length + 1)]), 300);
  return (
    <ZooForm title="Community feed (infinite scroll)" values={{ liked }}>
      <InfiniteScroll dataLength={posts.length} next={more} hasMore={posts.length < 80} loader={<p>Loading…</p>}>
        {posts.map((p) => (
          <article key={p.n} style={{ border: "1px solid #ccc", margin: "8px 0", padding: 12, height: 120 }}>
            <h2 style={{ fontSize: 18 }}>{p.title}</h2>
            <p>Post {p.n} of the feed.</p>
            <button type="button" onClick={() => setLiked((l) => [...l, p.n])} aria-label={`Like “${p.title}”`}>♥ Like</button>
          </article>
        ))}
      </InfiniteScroll>
    </ZooForm>
  );
}

mount(App);
