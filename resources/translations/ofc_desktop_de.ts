<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>TableView</source>
        <comment>{card}, in your hand</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TableView</source>
        <comment>{card}, in your top row</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TableView</source>
        <comment>{card}, in your middle row</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TableView</source>
        <comment>{card}, in your bottom row</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TableView</source>
        <comment>{card}, on your discard pile</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About OFC Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Third-party notices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licence texts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qt&apos;s own window with its version and licence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;OFC Desktop&lt;/h2&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open-Face Chinese Poker for the desktop: Classic, Pineapple, Turbo and closed Chinese poker against computer opponents or friends at one screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Released under the MIT licence (&lt;a href=&quot;#licence&quot;&gt;read it&lt;/a&gt;). The packaged app also carries software under other licences: see &lt;a href=&quot;#notices&quot;&gt;Third-party notices&lt;/a&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source code: &lt;a href=&quot;{url}&quot;&gt;{url}&lt;/a&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qt {qt}, PySide6 {pyside}, Python {python}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licence text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About OFC Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The version, the licence and the software the game is built with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The version and the licence of Qt, the toolkit of the window</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AnalysisErrors</name>
    <message>
        <source>hindsight needs a finished hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no seat {seat!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} surrendered before setting a board: nothing to compare</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BotLevels</name>
    <message>
        <source>Just learned the rules: never breaks them, rarely plans ahead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays by feel: sensible most of the time, careless now and then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steady: keeps the rows in order and plays for royalties and Fantasyland.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulates hundreds of futures and plays the best against you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vera&apos;s teacher: plays every street with the next one in mind.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ButtonDisc</name>
    <message>
        <source>D</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Callout</name>
    <message>
        <source>Lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go on to the next explanation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;kip tutorial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the lesson; the hand goes on as an ordinary one</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardArt</name>
    <message>
        <source>JK</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardErrors</name>
    <message>
        <source>a card has both a rank and a suit, or neither (a joker)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>card copy must be 0 or more, got {copy}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad card {token!r}: a card is written as text such as &apos;As&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad card {token!r}: expected a rank (2-9, T or 10, J, Q, K, A) and a suit (s, h, d, c or ♠ ♥ ♦ ♣), or JK for a joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decks must be 1 or 2, got {decks!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jokers per deck must be 0, 1 or 2, got {jokers!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JK used but this game has no jokers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} jokers used, but this game has only {limit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>card {card} used {count} times with one deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>card {card} used {count} times with {decks} decks</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChinesePage</name>
    <message>
        <source>Closed Chinese poker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These apply only to closed Chinese poker; choose it as the variant on the Game page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Naturals, declared before the reveal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Surrender before the reveal, paying 2 to each opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closed-game &amp;bonuses instead of the royalty table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dragon (13 ranks 2-A) pays 13; three flushes, three straights or six pairs pay 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A winning top trips pays 3, a middle full house 2, four of a kind 4, a straight flush 5, each instead of the 1 for that row.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DecisionPlays</name>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank by expected points; ★ the best play, ● yours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the cards go: T top, M middle, B bottom; ✕ discarded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected points of the hand after this play, ± its standard error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How often the board fouls after this play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fantasyland</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How often the board reaches (or keeps) Fantasyland</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Royalties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Royalties the finished board earns on average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>middle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discard {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the best play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{loss} less than the best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fouls {chance}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fantasyland {chance}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>royalties {n} on average</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DecisionReviewView</name>
    <message>
        <source>Your decisions, street by street, graded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the grades mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every play of this street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this decision on the table, with every play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a street in the list or on the chart: it is shown on the table as it was, with every play it had.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>OFC Desktop — an error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Something went wrong — the game goes on.&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The details are also in the game&apos;s log, in the folder {folder}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not open its log this time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If it keeps happening, please report it: copy the details and send them with a few words on what you were doing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the error, the game&apos;s version and the platform on the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open log folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the folder with the game&apos;s log in the file manager</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Further errors since: {count}. They are in the details and the log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Fantasyland</name>
    <message>
        <source>three of a kind on top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a full house or better in the middle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four of a kind or better on the bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hand} on top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hand} in the middle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hand} on the bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a stay condition met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stays in Fantasyland ({cards} cards): {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaves Fantasyland: the board fouled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaves Fantasyland: it needed {conditions}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enters Fantasyland ({cards} cards): {hand} on top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Fantasyland: {hand} on top, but the board fouled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FantasylandPage</name>
    <message>
        <source>Fantasyland</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play &amp;Fantasyland</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queens or better (QQ+)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kings or better (KK+)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aces (AA)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard: 13 (Pineapple 14, discard 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progressive, Pineapple only: QQ 14, KK 15, AA 16, trips 17</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variable, Classic only: QQ 13, KK 14, AA or trips 15</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three of a kind on &amp;top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A full house or better in the &amp;middle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four of a kind or better on the &amp;bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count toward entering and staying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closed Chinese poker has no Fantasyland.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;ntry:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any trips on top always qualify.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cards:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stay in with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Jokers:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Fouls</name>
    <message>
        <source>surrendered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with a higher first card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with a higher second card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with a higher third card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with a higher fourth card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with a higher fifth card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with a better kicker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with a better second kicker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with a better third kicker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with a better fourth kicker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with higher cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>middle {lower} is weaker than top {upper}</source>
        <extracomment>{lower} and {upper} are hand names: &quot;Pair of Queens&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bottom {lower} is weaker than middle {upper}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{foul} {reason}</source>
        <extracomment>{reason} is how the row above wins: &quot;with a better kicker&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no way to set the jokers keeps bottom ≥ middle ≥ top</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FoulsPage</name>
    <message>
        <source>Fouls and moon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A finished board must go bottom ≥ middle ≥ top (equal is allowed). Otherwise it is &lt;b&gt;fouled&lt;/b&gt;: it loses all three rows to every board that did not foul, paying what a scoop pays under the scoring system plus the other player&apos;s royalties; it earns no royalties and cannot enter or stay in Fantasyland. Two fouled boards score 0 against each other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Shoot the moon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A board that does not foul with a bottom row no better than jack-high (no pair) collects 20 points from every other player instead of the normal settlement; two such boards settle 0 between them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>Deal: 5 cards, then 1 card on each of 8 streets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal: 5 cards, then 3 cards on each of 4 streets: place 2, discard 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal: 5 cards, then 4, then 4, all placed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal: All 13 cards at once, set face down and revealed together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pineapple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turbo 5-4-4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chinese poker (closed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two decks shuffled together (104 cards): duplicates count like any other card, so five of a kind exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <comment>no jokers</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best legal board (a joker avoids a foul)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each row on its own (even if it fouls)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One orbit of the button</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A number of hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To elimination ({points} points each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To a points target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hands</source>
        <comment>spin box unit</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points</source>
        <comment>spin box unit</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The &amp;button moves on Fantasyland hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Decks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Jokers per deck:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jokers p&amp;lay:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Match length:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whatever its length, a match never ends while someone is in Fantasyland: that hand extends it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GuidedHand</name>
    <message>
        <source>&lt;b&gt;Welcome to Open-Face Chinese Poker!&lt;/b&gt; You play one hand against {opponent}, a computer opponent. Each of you builds three poker hands, the &lt;i&gt;rows&lt;/i&gt;, from 13 cards: the &lt;b&gt;top&lt;/b&gt; row holds 3 cards, the &lt;b&gt;middle&lt;/b&gt; 5 and the &lt;b&gt;bottom&lt;/b&gt; 5. {opponent} acts first on every street; then it is your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your first five cards: {cards}. Place each one: click it, then click a row (or drag it there). By the end the bottom row must be the strongest, the middle next and the top the weakest. So the pair of queens goes to the bottom, with the {bottom}, and the {middle} and {middle_too} start the middle. Leave the top empty for now: queens on top would need a middle and a bottom that beat them, and the board would very likely &lt;b&gt;foul&lt;/b&gt;. Then press &lt;b&gt;Confirm&lt;/b&gt; (or Enter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Stronger and weaker rows.&lt;/b&gt; Each row is a poker hand. When the board is complete, the bottom must be at least as strong as the middle, and the middle at least as strong as the top. If not, the board &lt;b&gt;fouls&lt;/b&gt;: it loses all three rows and the scoop, {scoop} points, pays the other side&apos;s royalties and earns none of its own. A pair of queens is a good start for the strongest row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From now on one card comes per street. {card} pairs nothing: put it in the middle, and keep the bottom&apos;s free places for cards that can improve your queens. Then confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}: an ace is the best card to start the top row. Should a second ace come, a pair of aces on top pays a royalty of {royalty} and takes you to &lt;b&gt;Fantasyland&lt;/b&gt;. It adds a little foul risk: the middle will have to beat that pair.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} pairs your {pair}: put it in the middle, for a pair of nines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your rows are in the right order: the bottom&apos;s pair of queens beats the middle&apos;s pair of nines, and the middle beats the top&apos;s single ace. Keep them that way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} pairs your {pair} at the bottom: two pair, queens and eights.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} pairs your {pair} and completes the middle: two pair, nines and fours. A complete middle must not beat the bottom, and your bottom&apos;s two pair, queens and eights, is higher.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}, a third queen! At the bottom it makes a full house, queens over eights.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;A full house!&lt;/b&gt; Strong rows earn bonus points called &lt;b&gt;royalties&lt;/b&gt;: a full house at the bottom pays {royalty}. You collect them from {opponent} whether or not you win the row. Confirm the street when you are ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}, the second ace, can only go on top: a pair of aces pays a royalty of {royalty}, and queens or better on top with no foul take you to &lt;b&gt;Fantasyland&lt;/b&gt;. Your middle&apos;s two pair beats any pair; only a third ace as the last card could still make the top beat it and foul the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last card, {card}, goes in the only free place, on top. Confirm it, and the boards are scored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The boards are compared row by row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queens or better on top take you to Fantasyland.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;This board will foul&lt;/b&gt; whatever cards come: a row already beats the row below it. Take the card back before you confirm (Backspace undoes the last move).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now press &lt;b&gt;Confirm&lt;/b&gt; (or Enter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson suggested the {suggested} row for {card}; you chose the {placed} row. You may move it until you confirm; if you keep it, the lesson goes on, but its words may no longer fit your cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Scoring.&lt;/b&gt; The boards are compared row by row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both boards fouled, so they score 0 against each other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your board fouled and loses all three rows: that costs a scoop&apos;s {scoop} points plus the other side&apos;s royalties.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{other}&apos;s board fouled and loses all three rows: that costs a scoop&apos;s {scoop} points plus the other side&apos;s royalties.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You won all three rows: 3 × {row_points} for the rows plus {bonus} for the &lt;b&gt;scoop&lt;/b&gt;, {scoop} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You won the {rows}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{other} won the {rows}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows: {rows}, scoop bonus: {scoop}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Royalties: you collect {mine} and {other} {theirs}; they are settled against each other, {net} to you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your result: &lt;b&gt;{total}&lt;/b&gt; (and {other_total} for {other}). The score review shows it row by row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>twos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>threes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sixes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sevens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a three of a kind, {ranks}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a pair of {ranks}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Fantasyland&lt;/b&gt;: a board that does not foul with queens or better on top earns a special next hand: you get all 13 cards at once and set them face down, while {opponent} plays card by card as usual.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rule} &lt;b&gt;You made it&lt;/b&gt; with {top} on top: your next hand deals you {cards} cards at once. Deal it (Game → Next hand) to play it, or press Finish to end the lesson.</source>
        <extracomment>{top} is the top row&apos;s hand in running text: &quot;a pair of aces&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rule} Not this time ({verdict}). Press Finish to end the lesson.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rule} Not this time. Press Finish to end the lesson.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandAnalysis</name>
    <message>
        <source>good</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mistake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blunder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inaccuracies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mistakes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blunders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{low} or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>under {high}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points lost: {bands}. A loss within {n} standard errors of zero is at worst an inaccuracy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Street {street}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the best play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{loss} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Street {street}: {symbol} {grade}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You played: {play} ({value}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That was the best play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best: {play} ({value}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost {loss} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judged exactly: royalties plus the value of Fantasyland.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yours ranks {rank} of {count} plays, weighed on {samples} futures each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} plays weighed on {samples} futures each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to review: you played no street of this hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points lost to the best plays: {loss} ± {error}. {graded}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your board was already the best arrangement ({points}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best arrangement: {points}, as many points, and Fantasyland.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best arrangement: {best} instead of {played} ({difference} points better).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top {top} · middle {middle} · bottom {bottom}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaving out {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Royalties of the best board: {royalties}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It reaches Fantasyland, which your board did not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your board reached Fantasyland; the best one for points does not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both boards reach Fantasyland.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare the natural: {natural}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You surrendered: your board is counted as if played out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against {player}: {played} played, {best} best.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandAnalysisPanel</name>
    <message>
        <source>Analysis of your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Did I set it right?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best arrangement of your cards against the boards you faced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the best board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Did I play it right?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every street you played graded against every other play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your decisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress of the analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop this analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: the best way to set your cards, and every decision you took, graded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No analysis here: this replay is nobody&apos;s own view (anyone at a shared screen may be looking), so no player&apos;s hidden cards are shown, and an analysis needs them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working it out…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The analysis failed: {message}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the board I played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaving out {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board you played: {points}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandImport</name>
    <message>
        <source>Importing hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the import: nothing is added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading {file}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the hands of {file}: {done} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adding the hands of {file} to your history…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported 0 new hands from {file}: all {count} were already in your history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 new match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} new matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported {hands} from {file} as {matches}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; 1 was already in your history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; {count} were already in your history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; 1 was in the file twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; {count} were in the file twice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandNames</name>
    <message>
        <source>No cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rank} high</source>
        <extracomment>{rank} is a rank in the singular (&quot;Queen&quot;), as in &quot;{rank}-high straight&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair of {ranks}</source>
        <extracomment>{ranks} is a rank in the plural (&quot;Queens&quot;), as in every name with {ranks}</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two pair, {high} and {low}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three of a kind, {ranks}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rank}-high straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rank}-high flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full house, {trips} over {pair}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four of a kind, {ranks}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Royal flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rank}-high straight flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five of a kind, {ranks}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryBrowser</name>
    <message>
        <source>Hand history (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Readable text (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;All hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the hands of every match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay the selected hand street by street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected hand&apos;s score review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the selected hands, or else the selected match, as a file (JSON or readable text)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the hands of a history file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics and charts of your play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;kill score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review every decision you took in the selected match: the points lost per hand to the best plays (lower is better)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skill score progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewing your decisions… %p%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the review of the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All variants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fouled only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fa&amp;ntasyland only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Matches&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;All hands&lt;/b&gt; ({count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Hands of the match of {when}&lt;/b&gt; ({count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not for a shared screen: the review would show one player&apos;s cards to everyone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This hand cannot be replayed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was exported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only finished hands can be exported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export hand history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {file}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewing every decision you took in this match…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The review was stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The review failed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} finished no hand in this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skill score of {player} in this match: {score:.2f} points lost per hand to the best plays (± {error:.2f}) over {hands} hands; {mistakes} costly decisions. Lower is better; 0 is flawless.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import hand history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importing {file}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was imported. {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The import of {file} was cancelled: nothing was imported.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryErrors</name>
    <message>
        <source>names no card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has a bad deck copy {copy!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is of an unknown kind {name!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has a bad seat {seat!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has unknown keys {keys}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>names no row ({row!r})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where} must be an object with name, kind and level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where} needs a non-empty name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: kind is one of {kinds}, not {kind!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: level must be a name or null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged history: {key!r} must be a whole number from {low} to {high}, not {value!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the seats must name the hand&apos;s players in seat order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a finished hand can be shared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged history: &quot;dealt&quot; must be a string of cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged history: more cards dealt than the {cards} of the shoe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged history: dealt card {token!r}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged history: dealt card {token!r} is not in the shoe or is dealt twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a hand history (expected format {format!r})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged hand history: rules: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged hand history: &quot;players&quot; must be a list of names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged hand history: &quot;seats&quot; must be a list of seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged hand history: &quot;fantasyland&quot; must list [seat, cards]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged hand history: a record with a seed hides no cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged hand history: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged hand history: &quot;actions&quot; must be a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>names a hidden card {index!r} that was not dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>action {index} {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>action {index} does not replay: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the replay does not match the recorded dealt cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the replay does not match the recorded {key}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged history: &quot;hands&quot; must be a non-empty list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged history: too many hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand {number}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand {number} does not follow from the match: its rules differ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand {number} does not follow from the match: its {key} differs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand {number} does not follow from the match: its seed differs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged match history: it needs a list of hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged match history: hand 1 has no players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a match history (expected format {format!r})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged match history: rules: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged match history: &quot;seats&quot; must be a list of seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged match history: it needs a list of events with a hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged match history: too many events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged match history: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event {number} is not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event {number} names nobody to leave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event {number} is of an unknown kind {kind!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event {number}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event {number} does not replay: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a hand starts before the one before it is finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a hand of a seeded match has no seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a hand has neither seed nor dealt cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged match history: totals must be whole numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the recorded totals do not match the replayed hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the match was recorded as over but the replay says otherwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the match was recorded as unfinished but the replay says otherwise</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryModels</name>
    <message>
        <source>Classic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pineapple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turbo 5-4-4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chinese poker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} played in it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} earned it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Being played, or saved to be resumed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played to its end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left before its end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (bot, {level})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (bot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <comment>between player names</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This column cannot be sorted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fouls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fantasyland</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sorts by when the match began</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sorts by the biggest win of each hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sorts by how many fouled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sorts by how many played in Fantasyland or earned it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sorts by the points of the person at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match {id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sorts by the leader&apos;s points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In progress, finished, abandoned</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Launch</name>
    <message>
        <source>OFC Desktop is already open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The window open on the folder {folder} did not answer. Look for it on your screen or on another desktop, or wait a moment and start the game again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OFC Desktop is already open on this folder:
{folder}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One window at a time keeps its games in a folder, so this one does not open. Bring the open window to the front?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the open window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume the match?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A {variant} match with {players} was not finished ({where}, scores {scores}). Carry on where it stopped?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <source>{items} or {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LiveHelp</name>
    <message>
        <source>Weighing every play…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live help could not work this street out: {message}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LiveHelpPanel</name>
    <message>
        <source>top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>middle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Middle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; discard {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The three best plays of your cards, with their value in points and their chances of a foul and of Fantasyland, each ± one standard error (Ctrl+Shift+H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggested plays, best first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures of the chosen play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>La&amp;y it out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the chosen play on the table, unconfirmed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay the chosen play out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance of a foul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What each row could still become</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysis progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancels the figures being worked out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rank}. {play} ({points})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} points · foul {foul} · Fantasyland {fl}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judged exactly: royalties plus the value of Fantasyland.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimated on sampled futures of the rest of the hand, played out card by card; ± is one standard error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not every card of this street is laid out yet: the figures are for the best way to finish it, the play worth the most points among those keeping your cards where you laid them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best finish: foul {chance}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If you confirm, the board fouls whatever comes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every card of this street is laid out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If you confirm: foul {chance}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chance your board fouls if you confirm this street as laid out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your rows could become:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your rows could become (best finish):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How often each row ends as each hand when the rest of the hand is played out card by card, on the same sampled futures as the other figures; this street&apos;s cards count where you laid them out.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>OFC Desktop — Open-Face Chinese Poker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No match yet: start one from the Game menu (Ctrl+N).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New match…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the variant, the rules and who sits at the table, then deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ne&amp;xt hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal the next hand of this match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules for the next match, the table&apos;s look, and rule presets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand &amp;history…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Past matches and hands: replay, review, export and import them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points, fouls, Fantasyland and royalties per player and bot level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Score review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or hide the last hand&apos;s scoring, pair by pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review on the &amp;table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark the last hand&apos;s rows won, lost or tied on the cards, pair by pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dark table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A dark felt and dark windows; the cards stay light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Placing cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click or &amp;drag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a card then a row, or drag it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Click only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a card, then the row it goes to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;rag only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag cards onto their rows; clicks do nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue diamonds and green clubs, so every suit stands apart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animate cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let cards glide to their places instead of jumping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mute sounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Silence the deal, place, discard, scoop, foul and Fantasyland sounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard and mouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to play with the mouse or the keyboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules of the variant being played, with its royalty table and scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Guided first hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learn the game on one hand that explains rows, fouls, royalties, scoring and Fantasyland as they come up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Mouse&lt;/b&gt;: click a card, then a row; or drag the card onto the row.&lt;br&gt;&lt;b&gt;Keyboard&lt;/b&gt;: ←/→ or Tab pick a card; 1/2/3 (or T/M/B) put it on the top, middle or bottom row; D discards it; H returns it to your hand; Enter confirms the street; Backspace undoes; Esc drops the selection.&lt;br&gt;&lt;b&gt;Menus&lt;/b&gt;: Ctrl+N new match, Ctrl+D next hand, F9 score review, Ctrl+Shift+D dark table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This board will foul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whatever cards come, this board will foul: a row already beats the row below it. Confirm the street anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass the screen to {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The analysis of {player}&apos;s hand shows {player}&apos;s own cards, discards included. Pass the screen to {player}; everyone else looks away. Ready?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This table cannot be played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This match cannot be resumed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave this match?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A match is in progress. Start a new one and give this one up?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for {names}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your files</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Naturals</name>
    <message>
        <source>Six pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three straights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three flushes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dragon</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <source>Current settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same rules as the last match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A number of hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orbits of the button</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To a points target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To elimination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play until you stop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone starts with 100 points and leaves the table at 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pineapple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turbo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turbo 5-4-4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chinese poker (closed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name on the table and in the results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A computer player goes by its persona&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (yours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two decks (double deck)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per deck</source>
        <comment>jokers</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 (practise alone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands still owed to Fantasyland are played before any match ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>orbit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>orbits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match ends after the hand that puts someone this many points up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random</source>
        <comment>no seed given</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed deals the same cards again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tart match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules &amp;preset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Decks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Jokers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Match:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Seats:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>= {hands} hands, one per seat each orbit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>= {hands} hand, one per seat each orbit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <comment>the first player&apos;s name</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scoring {system}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>royalties: {preset}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fantasyland {entry}+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>naturals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>surrender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the parts of a list</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayErrors</name>
    <message>
        <source>the top row holds {size} cards, not {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the middle row holds {size} cards, not {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bottom row holds {size} cards, not {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a board is scored when complete (3/5/5 cards); this one has {top}/{middle}/{bottom}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no row called {row!r}: use top, middle or bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is already placed this street: play only held cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is already discarded this street: play only held cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is not one of the cards you hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is both placed and discarded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} appears twice in the decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the decision leaves {cards} in hand: play every held card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing is discarded on this street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discard exactly {due} of the held cards, not {given}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {row} row has room for 1 more card, not {wanted}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {row} row has room for {count} more cards, not {wanted}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a decision was expected, not {kind}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a decision lists its placements and discards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a placement is a card and a row, not {placement!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a discard is a card, not {card!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every player needs a different, non-empty name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the button must sit at a seat 0-{last}, not {button}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>these rules have no Fantasyland</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no seat {seat} to be in Fantasyland</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>these rules deal a Fantasyland hand {allowed} cards, not {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the hand has already started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the deck ran out of cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the hand has not started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the hand is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no seat {seat!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} has already finished this hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not {player}&apos;s turn: nobody is to act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not {player}&apos;s turn: {other} is to act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the board is locked: a natural was declared on it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} was discarded; discarded cards stay out of play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} was placed on an earlier street and cannot move any more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is not one of your cards on this street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is already in the {row} row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {row} row is full ({size} cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this street places {placed} cards; discard the others</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is already discarded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this street discards {discarded} card(s), no more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is already in your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to undo on this street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place or discard every card first: {held} still in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place every card first: {held} still in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this street discards exactly {discarded} card(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>naturals are not played under these rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a natural is declared once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set all 13 cards before declaring a natural</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>these cards hold no natural</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>surrender is not allowed under these rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a player who declared a natural cannot surrender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a match needs at least one player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>elimination needs at least two players: practise alone with a number of hands or an orbit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the button must sit at a seat 0-{last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finish the hand in progress first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the match is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody is left to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no finished hand to settle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} was eliminated from this match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is not at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>players leave only between hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Fantasyland hand is owed: nobody leaves before it is played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>players join only between hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new player needs a name not already at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every player in a hand needs a different name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a hand needs at least one player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is a human seat: it answers from the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} has no recorded decision for hand {hand}, street {street}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the hand has {players} seats but {seats} were given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start the hand before playing it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} must act, and a human seat answers from the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two seats are called {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no seat for {players}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Ranks</name>
    <message>
        <source>Two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Twos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sevens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aces</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>The deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand is over: {results}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} sets {count} cards face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} sets street {street}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} surrenders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay — hand {number}, {variant}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replayed table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happened in this step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One step back (Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One step forward (Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end of the hand and its score (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or hide how the hand was scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step of the replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or hide the analysis of your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{step} / {count}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewChart</name>
    <message>
        <source>Street {street}: the best play — {grade}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Street {street}: lost {loss} points — {grade}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points lost by street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Street</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewOverlay</name>
    <message>
        <source>Score review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the last hand was scored, pair by pair, and the match standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Score review&lt;/b&gt;  (F9 shows or hides it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide the score review (F9)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide the score review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closes this panel; F9 opens it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark every row won, lost or tied on the cards, step by step (F10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the review on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Did I set it right?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best arrangement of your cards against the boards the others played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Did I play it right?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every decision of the hand next to the best one, and the points it cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{tip}. Choose whose hand: only that player should be looking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How scoring works</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is a foul?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rows</name>
    <message>
        <source>top</source>
        <extracomment>a row&apos;s name in running text: &quot;the {row} row&quot;, &quot;You won the top and middle.&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>middle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bottom</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoyaltiesPage</name>
    <message>
        <source>Royalties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flat 20 for any top trips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset to preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a cell to change it; any change makes the table custom. A dash marks a hand that earns nothing on that row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put every cell back to the {preset} table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put every cell back to the standard table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put every cell back to the flat 20 for any top trips table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoyaltyTableModel</name>
    <message>
        <source>Three of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Straight flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Royal flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trips {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Middle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hand} earns nothing on the bottom row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hand} earns nothing on the middle row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hand} earns nothing on the top row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points for {hand} on the bottom row (0-{most})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points for {hand} on the middle row (0-{most})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points for {hand} on the top row (0-{most})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleErrors</name>
    <message>
        <source>royalty table {row} needs {size} cells, got {cells}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>royalty table {row}: {cell!r} is not a whole number 0-{most}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a custom royalty table must be an object of rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown royalty table rows: {rows}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>royalty table {name} must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>royalty table {name}: unknown cells {cells}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jokers (per deck)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move_timer (seconds, 0 = off)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time_bank (seconds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{setting} must be one of {choices}, got {value!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{setting} must be a whole number from {low} to {high}, got {value!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{setting} must be true or false, got {value!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decks must be 1 or 2, got {decks!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>royalty_table must be a RoyaltyTable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fantasyland_entry must be &apos;QQ&apos;, &apos;KK&apos; or &apos;AA&apos;, got {entry!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closed Chinese poker has no Fantasyland (RULES.md §9)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>progressive Fantasyland is a Pineapple rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>variable Fantasyland is a Classic rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{setting} is a closed Chinese poker rule (RULES.md §9)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>point_value must be a positive number, got {value!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a match of a number of hands needs match_hands of 1 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a match to a points target needs match_points from 1 to {most}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stakes must be a list of player pairs with a multiplier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a stake pair needs two different player names, got {players!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stakes name the pair {a}/{b} twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stake multiplier must be a positive number, got {multiplier!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a hand needs at least one player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>double-deck {variant} seats at most {most} players, not {players}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>single-deck {variant} seats at most {most} players, not {players}; it needs a double deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>single-deck {variant} seats at most {most} players, not {players}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not enough cards: {players} players may need {most} cards each ({needed}) but the deck holds {deck}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rules must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown rule settings: {settings}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{setting} {given!r} contradicts scoring {scoring!r}; use scoring &apos;custom&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>royalty_table must be &apos;standard&apos;, &apos;flat_top_trips_20&apos; or an object of cells, got {table!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stakes must be a list of {&quot;players&quot;: [a, b], &quot;multiplier&quot;: x}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each stake is {&quot;players&quot;: [a, b], &quot;multiplier&quot;: x}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a stake names exactly two players</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulePresets</name>
    <message>
        <source>Classic (1-6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pineapple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progressive Pineapple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turbo 5-4-4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double deck (AA+ Fantasyland)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flat 20 for top trips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chinese poker with naturals</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>Classic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pineapple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turbo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chinese poker (closed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Straight flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Royal flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>straight flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>royal flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>five of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} streets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} jokers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} minute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place {placed} and discard {discarded} face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all placed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{streets} of {cards} ({what})</source>
        <extracomment>&quot;2 streets of 3 cards (place 2 and discard 1 face down)&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, then </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{variant}&lt;/b&gt;, the original game. Every player is dealt all {cards} cards at once and sets them face down in three poker hands, the &lt;a href=&quot;#rows&quot;&gt;rows&lt;/a&gt;; all boards are revealed together and compared row by row, each pair of players on its own (&lt;a href=&quot;#scoring&quot;&gt;Scoring&lt;/a&gt;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open-Face Chinese Poker, &lt;b&gt;{variant}&lt;/b&gt;. Every player builds a board of three poker hands, the &lt;a href=&quot;#rows&quot;&gt;rows&lt;/a&gt;, from {cards} cards placed face up a few at a time. When all boards are complete they are compared row by row, each pair of players on its own (&lt;a href=&quot;#scoring&quot;&gt;Scoring&lt;/a&gt;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discarded face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal of an ordinary hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal: all {cards} cards at once, set face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal: {first} cards first, which you may put in any rows (all five in one row is legal), then {rest}. A street is finished when you confirm it; until then you may rearrange the cards of that street, after that a placed card never moves. Opponents see every placed card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two decks shuffled together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shoe: {deck} with {jokers} per deck (&lt;a href=&quot;#jokers&quot;&gt;Jokers&lt;/a&gt;), {cards} cards; at most {players} players (two is the minimum, though one person may practise alone, scoring only royalties and fouls).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shoe: {deck}, {cards} cards; at most {players} players (two is the minimum, though one person may practise alone, scoring only royalties and fouls).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A dealer button sits in front of one player; the player to its left acts first on every street and play goes clockwise. The button moves one seat after each hand, also after a hand played because someone is in Fantasyland.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A dealer button sits in front of one player; the player to its left acts first on every street and play goes clockwise. The button moves one seat after each hand, except after a hand played because someone is in Fantasyland.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept private: the cards you have been dealt but not yet placed, your discards and Fantasyland boards until every player has finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept private: the cards you have been dealt but not yet placed and Fantasyland boards until every player has finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Straight flush (the ace-high one is a royal flush)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five of a kind (with jokers or two decks), above every straight flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows and hand strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each board has three rows: the &lt;b&gt;top&lt;/b&gt; holds 3 cards, the &lt;b&gt;middle&lt;/b&gt; 5 and the &lt;b&gt;bottom&lt;/b&gt; 5. A finished board must have the bottom at least as strong as the middle, and the middle at least as strong as the top (equal is allowed); otherwise it &lt;a href=&quot;#fouls&quot;&gt;fouls&lt;/a&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands from weakest to strongest:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ace is high, and also low in the wheel A-2-3-4-5, the lowest straight. Suits never rank: two hands of equal rank tie. Within a category the ranks decide in order (the pair, then the kickers, and so on).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The top row can only be high card, one pair or three of a kind: three suited or connected cards there are &lt;i&gt;not&lt;/i&gt; a flush or a straight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows of different size compare by category first, then rank by rank; a top equal in every rank it has is equal to the row below, not higher. Top Q♠ Q♦ 7♣ is weaker than middle Q♥ Q♣ 9♠ 8♦ 2♥, equal to Q♥ Q♣ 7♠ 5♦ 2♥ (both fine), and stronger than Q♥ Q♣ 6♠ 5♦ 4♥ (a foul).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A finished board must satisfy &lt;b&gt;bottom ≥ middle ≥ top&lt;/b&gt;. If a row is stronger than the row below it, the board is &lt;b&gt;fouled&lt;/b&gt; (a dead hand): all three of its rows lose to every board that did not foul, it earns no royalties, and it can neither enter nor stay in Fantasyland.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A finished board must satisfy &lt;b&gt;bottom ≥ middle ≥ top&lt;/b&gt;. If a row is stronger than the row below it, the board is &lt;b&gt;fouled&lt;/b&gt; (a dead hand): all three of its rows lose to every board that did not foul and it earns no royalties.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against a board that did not foul, a fouled board pays what a scoop pays under these rules, &lt;b&gt;{points}&lt;/b&gt;. Two fouled boards score 0 against each other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against a board that did not foul, a fouled board pays what a scoop pays under these rules, &lt;b&gt;{points}&lt;/b&gt; plus the other player’s royalties. Two fouled boards score 0 against each other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Example: top Q♠ Q♦ 7♣, middle Q♥ Q♣ 6♠ 5♦ 4♥. Both rows hold a pair of queens, and the top&apos;s next card (7) beats the middle&apos;s (6): the top is stronger than the middle, so the board fouls however good its bottom is. With middle Q♥ Q♣ 7♠ 5♦ 2♥ the rows are equal, which is fine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While you play, the table marks a row that already beats anything the row below can still become: such a board will foul whatever cards come.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A joker takes the value that keeps the board legal when one exists; only if every value fouls does the board foul.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jokers are valued each row on its own: a joker always makes its own row as strong as possible, even if that fouls the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fouls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>custom scoring: {points} a row, scoop bonus {bonus}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {system} system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Rows&lt;/b&gt;: each row won pays &lt;b&gt;{points}&lt;/b&gt;, except the closed-game bonuses: a winning top three of a kind pays 3, a winning middle full house 2, a winning four of a kind 4 and a winning straight flush 5. A tied row pays nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Rows&lt;/b&gt;: each row won pays &lt;b&gt;{points}&lt;/b&gt;; a tied row pays nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Scoop&lt;/b&gt;: winning all three rows adds &lt;b&gt;{bonus}&lt;/b&gt; more; a tied row spoils the scoop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Scoop&lt;/b&gt;: no bonus for winning all three rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;More rows&lt;/b&gt;: whoever won more rows than the other (tied rows count for neither) gets {points} more: winning 2 rows of 3 pays {two_one} net, 1 win and 2 ties pays {two_one}, and a scoop pays {scoop}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Royalties&lt;/b&gt;: not paid; the closed-game bonuses replace them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;&lt;a href=&quot;#royalties&quot;&gt;Royalties&lt;/a&gt;&lt;/b&gt; (net): each player collects its own royalties from the other whether it wins the row or not, so they cancel against each other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;&lt;a href=&quot;#royalties&quot;&gt;Royalties&lt;/a&gt;&lt;/b&gt; (row winner): a royalty is collected only on a row its player won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A &lt;a href=&quot;#fouls&quot;&gt;fouled&lt;/a&gt; board loses all three rows: the other player collects {points}; two fouled boards score 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A &lt;a href=&quot;#fouls&quot;&gt;fouled&lt;/a&gt; board loses all three rows: the other player collects {points} plus its own royalties; two fouled boards score 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring: {system}. Every pair of players is settled on its own (3 players make 3 pairs, 4 make 6). For two boards that did not foul:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your result against a player = your row points + your scoop bonus + your royalties − the same for that player. The results of a hand always add up to 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>So winning 2 rows to 1 pays {two_one} before royalties, and a &lt;b&gt;scoop&lt;/b&gt; (all three rows) pays &lt;b&gt;{scoop}&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Shoot the moon&lt;/b&gt; (on): a board that does not foul with a bottom row no better than jack-high (no pair) collects {points} points from every other player, instead of the normal settlement of those pairs; two such boards settle 0 between them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the standard table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the standard table with a flat 20 for any three of a kind on top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a custom table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>anything below a {hand} in the middle</source>
        <extracomment>{hand} is a hand in running text: &quot;a straight&quot;, &quot;a full house&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>anything below a {hand} in the bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>anything in the middle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>anything in the bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Royalties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These rules pay the closed-game bonuses instead of royalties (see &lt;a href=&quot;#scoring&quot;&gt;Scoring&lt;/a&gt;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>net: each player collects its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only on a row its player won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top row: points for a pair or three of a kind of each rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Middle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Middle and bottom rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On top: {cells}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing pays on top.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Royalties are bonus points for strong rows. These rules use {table}; royalties are settled {settled}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pairs below {cards} on top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing is paid for {things}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five of a kind needs jokers or two decks; it cannot happen here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A &lt;a href=&quot;#fouls&quot;&gt;fouled&lt;/a&gt; board earns no royalties.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Entry&lt;/b&gt;: finish a board that does not foul with a pair of {ranks} or better on top ({hands}), or any three of a kind on top.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In Fantasyland you are dealt all your cards at once and set a complete board face down; it is revealed only after every other player has finished. The others play the hand normally, and several players can be in Fantasyland at once. A match does not end while someone is in Fantasyland: that hand extends it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair of {ranks} ({cards})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Cards&lt;/b&gt;: a Fantasyland hand deals {dealt} cards, {extra} of them discarded face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Cards&lt;/b&gt;: a Fantasyland hand deals {dealt} cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Cards&lt;/b&gt; (progressive Fantasyland): the top that qualified decides how many cards you get; staying in always gives {stay}. Cards beyond 13 are discarded face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progressive Fantasyland</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Cards&lt;/b&gt; (variable Fantasyland): the top that qualified decides how many cards you get; staying in always gives {stay}. Cards beyond 13 are discarded face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variable Fantasyland</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top that qualified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Staying in&lt;/b&gt;: a Fantasyland board that does not foul stays for another hand ({stay} cards) with any of:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Fantasyland player who meets none of these leaves Fantasyland, even with {ranks} or better on top.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Staying in&lt;/b&gt;: no stay condition is on, so a Fantasyland hand always ends it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jokers count toward entry and staying.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jokers do not count: entry and staying are judged on the row&apos;s natural cards only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fantasyland</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each joker takes the value that makes the best legal board: among all values that do not foul, the one with the highest total royalty, then the strongest bottom, then middle, then top. If every value fouls, the board fouls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each row on its own: a joker always makes its own row as strong as possible, even if that fouls the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{jokers} per deck ({count} in the shoe). A joker (JK) is wild: it stands for any rank and suit, even a card already on the board, so five of a kind exists (above every straight flush; royalties as in the &lt;a href=&quot;#royalties&quot;&gt;table&lt;/a&gt;). On top, A♠ JK 7♦ is a pair of aces and JK JK 4♣ is three fours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two decks are shuffled together ({cards} cards). Duplicate cards behave like any other cards of their rank and suit: two A♠ are a pair, five hearts with a duplicate are still a flush, and five of a kind exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fantasyland entry under these rules: {entry} or better.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dragon (13 different ranks 2–A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three flushes (flush middle and bottom, three-card flush on top)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All {cards} cards are dealt at once; each player sets its board face down and all reveal together; boards are &lt;a href=&quot;#scoring&quot;&gt;scored&lt;/a&gt; as usual, with no Fantasyland.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Naturals&lt;/b&gt; (on): declared before the reveal, a natural beats any ordinary board and is paid by every opponent; between two naturals the higher one wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Natural, highest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equal naturals: dragons tie; three flushes or three straights compare the bottom, then the middle, then the top; six pairs compare the pairs from the highest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Naturals are not played under these rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Surrender&lt;/b&gt; (on): before the reveal a player may give up, paying {payment} to each opponent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surrender is not allowed under these rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Closed-game bonuses&lt;/b&gt; (on) replace the royalty table: a winning top three of a kind pays 3, a winning middle full house 2, a winning four of a kind 4, a winning straight flush 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closed game: naturals and surrender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Move timer&lt;/b&gt;: {time} for each move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Time bank&lt;/b&gt;: {time} more for the whole match, used once a move&apos;s own time runs out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When time runs out the street is played and confirmed for the player: the play Play for me suggests (the best by the game&apos;s own analysis) if it is worked out within two seconds, else a safe move; it never chooses a placement that must foul when a safe one exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> plus any Fantasyland hands owed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one orbit of the button: one hand per player{extension}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hands}{extension}</source>
        <extracomment>{hands} is &quot;5 hands&quot;; {extension} is &quot; plus any Fantasyland hands owed&quot; or empty</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no limit: hands are dealt until you stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to elimination: every player starts with {start} points and leaves at 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>until someone&apos;s total reaches {points} points{extension}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Length&lt;/b&gt;: {length}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A started hand is always played to the end; players may leave or join only between hands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Stakes&lt;/b&gt;: a point is worth {value} (display only).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{a} and {b} play each other at {times} times the stake.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sections of the rules; choose one to read it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules — {variant}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreReviewPanel</name>
    <message>
        <source>No hand has been scored yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each hand&apos;s result, with the running total in brackets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pineapple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turbo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{system} scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closed-game bonuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>royalties to the row winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>net royalties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shoot the moon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>naturals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>surrender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 point = {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} and {other} at {multiplier}×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the parts of a list</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoringPage</name>
    <message>
        <source>Scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net: each collects its own royalties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row winner: paid only on a row won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>× per point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add pai&amp;r</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;move pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;System:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row points:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoop bonus:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roya&amp;lties:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Value of a point:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair stakes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pair listed here plays each other at its own multiplier; every other pair plays at 1. Money is for display only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} for each row won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} more to whoever won more rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} more for winning all three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{parts}: a scoop (or a foul) pays {points}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the parts of a list</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a preset…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L&amp;oad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;elete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the chosen preset&apos;s rules on every page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the rules on these pages as a preset of your own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete your own preset (built-in presets stay)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule &amp;preset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default rules and table options on every page; your presets stay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save rule preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the preset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{name}” is a built-in preset; choose another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (yours)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettlementModel</name>
    <message>
        <source>top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>middle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Royalties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Natural</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands / details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roy. A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roy. B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <comment>between two player names</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both fouled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shoot the moon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>settled before the reveal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} fouled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closed-game bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hand} vs {other}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} surrendered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} fouled: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} wins every row: a scoop ({points})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both fouled: no score between them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not scored: see below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} collects {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>equal naturals tie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{players} surrendered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each pays 2 to the other: nothing changes hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pays 2 to every opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the clean board&apos;s only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on rows won only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>net: each collects its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{players} shot the moon (no pair, jack-high or less on the bottom)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replaces the rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both shot the moon: no score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>won all three rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>won more rows than the other (2-4 scoring)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{royalties} against {other}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at {multiplier}× stakes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} {points}, {other} {other_points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} v {other}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tie</source>
        <comment>a row neither player won</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points from the first player of the pair&apos;s view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Royalties the first player of the pair collects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Royalties the second player of the pair collects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pair&apos;s result in money: points × point value × the pair&apos;s stake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fantasyland</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Natural: {natural}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surrendered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fouled: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shoots the moon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clean</source>
        <comment>a board that did not foul</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>What to do now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Confirm street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix this street&apos;s placements (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back the last move of this street (Backspace)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play for me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play for me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay out the best play for this street (the Hint&apos;s first choice) on your rows, to look at, change and confirm (Settings → Timers can make it confirm at once); 13 or more cards are set by the exact solver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Arrange for me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrange for me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set all your cards with the exact solver; you can still change the arrangement before confirming</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sort by ran&amp;k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order the cards in your hand by rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sort by &amp;suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order the cards in your hand by suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare natu&amp;ral</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare natural</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare a natural (dragon, three flushes, three straights, six pairs…) before the reveal; it beats any ordinary board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surr&amp;ender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up this hand before the reveal, paying a fixed price to each opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal the next hand of this match (Ctrl+D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last hand&apos;s result and the match standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Scores&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working out the play for this street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The match is over.&lt;/b&gt; Start a new one from the Game menu.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Last hand&lt;/b&gt;&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Match&lt;/b&gt;&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} after hand {number}: {total}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points / hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foul %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fantasyland entry %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fantasyland stay %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Royalties / hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bots: {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All variants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player of the charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics per player and per bot level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points over hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points per match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rates by variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Charts for:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished hands to count yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: points over hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No player chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: points per match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: rates by variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per cent</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Could not save {what}: {error}. The game goes on; it will try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some settings were not understood and are back to their defaults: {problems}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last changes to your match could not be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the match in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{damage} It could not be set aside ({error}); the hands of this session will not be kept after the game closes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{damage}. It was kept as {kept} and a new hand history was started with the match in progress.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Classic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pineapple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turbo 5-4-4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chinese poker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{variant} — hand {number} of {total} (Fantasyland extension)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{variant} — hand {number} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{variant} — hand {number}, play to elimination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{variant} — hand {number}, first to {points} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{variant} — hand {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <comment>between player names</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for {players}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: set all {placed} cards and discard {discarded}, then confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: set all {placed} cards, then confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: place {placed} cards and discard {discarded}, then confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: place {placed} cards, then confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: place {placed} card and discard {discarded}, then confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: place {placed} card, then confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play for me is working out your street…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is over: {scores}. Game → New match deals another.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <source>Arrange for me sets 13 or more cards at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass the screen to {player} first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wait: Play for me is still thinking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wait for your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s bot answered {kind}, not a decision; the safe move was played for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s bot made an illegal move ({error}); the safe move was played for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s bot failed ({error}); the safe move was played for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s bot took longer than {seconds} s; the safe move was played for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play for me could not work out {player}&apos;s street; the safe move is on the table instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s time ran out: the street was played for them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass to {player} — click when ready</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Click or drag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a card, then a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag cards only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Four-colour deck (blue diamonds, green clubs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark: a dark felt and dark windows; the cards stay light (View → Dark table, Ctrl+Shift+D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask before confirming a street that fouls for &amp;sure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the &amp;Hint button: the top three plays and their value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the chance of a &amp;foul before confirming</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show what each &amp;row could still become</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mute sounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new language is used from the next time OFC Desktop starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placing &amp;cards:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;nimation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live help:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound &amp;volume:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These change only how the table looks and answers, never the rules a match is played with.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableReview</name>
    <message>
        <source>Top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Middle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{a} vs {b} ({n} of {count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>royalty +{n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{winner} takes it: the other board fouled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both boards fouled: nobody scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{winner} takes it: shoot the moon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>settled by a natural or a surrender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{h0} ties {h1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{winner} wins with {won} over {lost}, {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} +{n} royalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{total} against {other}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoop: all three rows, +{n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rows are out of order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foul: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shoots the moon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{a} {total}, {b} {other}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableReviewBar</name>
    <message>
        <source>Review on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The previous pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One step back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next row, then the whole pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every row of this pair, with its totals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why a foul?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The foul rule in the rules help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the marks off the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the review on the table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face-down card</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TimersPage</name>
    <message>
        <source>Timers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turbo: 2 minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relaxed: 5 minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>s</source>
        <comment>spin box unit: seconds</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <comment>no time bank</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Move timer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time &amp;bank:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The time bank is extra time for the whole match, used once a move&apos;s own time runs out. When all time is gone, Play for me makes the move and confirms it: the best play by the game&apos;s own analysis if it is worked out within two seconds, the safe move otherwise; never a foul when a safe placement exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play for me &amp;confirms the street at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play for me:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: Play for me lays the best play by the game&apos;s own analysis (the Hint&apos;s first choice) out on your rows for you to look at, change and confirm. On: it plays the street and confirms it in the same click.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome to OFC Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Are you new to Open-Face Chinese Poker?&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;If you are, the game switches on its &lt;b&gt;live help&lt;/b&gt;: the &lt;b&gt;Hint&lt;/b&gt; button with the best plays, the chance that your board &lt;i&gt;fouls&lt;/i&gt; (ends with its rows in the wrong order) before you confirm a street, and what each row could still become. Then a &lt;b&gt;guided first hand&lt;/b&gt; explains the rows, fouls, royalties, scoring and Fantasyland as they come up.&lt;/p&gt;&lt;p&gt;You can switch the live help on or off at any time in &lt;b&gt;Game → Settings… → Table&lt;/b&gt; (Live help), and play the guided hand again from &lt;b&gt;Help → Guided first hand&lt;/b&gt;.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Yes, teach me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch the live help on and play the guided first hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;No, I know the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go straight to the table; the live help stays off</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
